# An AttributeError raised by a class's __getattr__ is tied to the object
# and name by the lookup, so the traceback still offers a suggestion.

class Record:
    def __init__(self):
        self.quantity = 3

    def __getattr__(self, name):
        raise AttributeError(f"no field {name!r}")

r = Record()
print(r.quantity)
r.quantty
