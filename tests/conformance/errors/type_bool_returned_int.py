# __bool__ must return a bool.

class Flag:
    def __init__(self, value):
        self.value = value

    def __bool__(self):
        return self.value

print(bool(Flag(True)))
if Flag(1):
    print("never")
