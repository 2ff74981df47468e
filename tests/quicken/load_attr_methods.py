# Method loads (LOAD_ATTR with the method form, `obj.name(...)`): a Python
# method of a class whose instances have a dict (LOAD_ATTR_METHOD_WITH_DICT)
# and of a class with __slots__ and no dict (LOAD_ATTR_METHOD_NO_DICT); the
# call after it enters the function with self (CALL_PY_EXACT_ARGS). An
# instance whose own dict shadows the method misses at both sites. A
# classmethod is a descriptor the specializer leaves generic; the bound
# method it gives is called by CALL_BOUND_METHOD_EXACT_ARGS. Replacing the
# method in the class bumps the type's version: both sites miss until they
# deoptimize, then respecialize for the new method.
from _golden import repeat, show, show_before


class Square:
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side

    @classmethod
    def unit(cls):
        return cls(1)


class SlotSquare:
    __slots__ = ("side",)

    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side


def area_of(shape):
    return shape.area()


def make_unit():
    return Square.unit().side


square = Square(3)
show_before(area_of)
print(repeat(2, area_of, square))
show("after two calls with a Square", area_of)

shadowing = Square(4)
shadowing.area = lambda: "own"
print(area_of(shadowing))
show("after one call with an instance that shadows area (a miss at both sites)", area_of)
print(area_of(square))

slotted = SlotSquare(5)
print(repeat(53, area_of, slotted))
show("after 53 calls with a SlotSquare (54 misses: deoptimized)", area_of)
print(repeat(2, area_of, slotted))
show("respecialized for SlotSquare (no instance dict)", area_of)

print(repeat(2, make_unit))
show("make_unit: the classmethod load stays generic; it gives a bound method", make_unit)


def double_area(self):
    return 2 * self.side * self.side


SlotSquare.area = double_area
print(repeat(54, area_of, slotted))
show("after replacing SlotSquare.area and 54 calls (deoptimized)", area_of)
print(repeat(4, area_of, slotted))
show("respecialized for the new method (a second deoptimization: the retry comes on the 4th "
     "call)", area_of)
