# Code that runs implicitly under settrace: a property getter and setter,
# __getattr__ for a missing attribute, __eq__ and __len__ called by
# operators and builtins, __init__ called by the class.
import sys
sys.path.insert(0, "..")
import _tracetool

class Box:
    def __init__(self, items):
        self._items = list(items)

    @property
    def size(self):
        return len(self._items)

    @size.setter
    def size(self, n):
        self._items = self._items[:n]

    def __getattr__(self, name):
        return name.upper()

    def __len__(self):
        return len(self._items)

    def __eq__(self, other):
        return len(self) == len(other)


def f():
    b = Box("abc")
    b.size = 2
    return b.size, b.missing, len(b), b == Box("xy")


print(_tracetool.traced(f))
