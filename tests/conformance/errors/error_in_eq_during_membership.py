# An exception from __eq__ during a membership test.

class Strict:
    def __init__(self, value):
        self.value = value

    def __eq__(self, other):
        if not isinstance(other, Strict):
            raise TypeError("cannot compare Strict with %s" % type(other).__name__)
        return self.value == other.value

items = [Strict(1), Strict(2)]
print(Strict(2) in items)
print(3 in items)
