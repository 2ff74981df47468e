# LOAD_ATTR_INSTANCE_VALUE: an attribute of the instance dict, read at the
# entry index cached for the type's version. An instance whose dict holds
# the name at another index misses (the right value still comes from the
# generic code); a change to the class (a new class attribute) bumps the
# type's version, so every read misses until the 54th deoptimizes, and the
# site then respecializes for the new version; after `__class__` assignment
# the site misses for the other class, deoptimizes and respecializes for it.
from _golden import repeat, show, show_before


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Pair:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def get_x(point):
    return point.x


first = Point(1, 2)
# The same attributes gained in the other order: x is the dict's second entry.
reordered = Point.__new__(Point)
reordered.y = 20
reordered.x = 10

show_before(get_x)
print(repeat(2, get_x, first))
show("after two calls", get_x)
print(repeat(3, get_x, reordered))
show("after three reads of x at another dict index (misses)", get_x)

Point.label = "changed"
print(repeat(50, get_x, first))
show("after a class attribute was added and 50 reads (53 misses in all)", get_x)
print(get_x(first))
show("after the 54th miss (deoptimized)", get_x)
print(repeat(2, get_x, first))
show("two reads later: respecialized for the class's new version", get_x)

first.__class__ = Pair
print(get_x(first), type(first).__name__)
show("after __class__ assignment and one read (a miss)", get_x)
print(repeat(53, get_x, first))
show("after 54 misses (deoptimized)", get_x)
print(repeat(2, get_x, Pair(7, 8)))
show("two reads after the second deoptimization: still generic (the back-off doubled)", get_x)
print(repeat(2, get_x, Pair(7, 8)))
show("respecialized for Pair on the 4th read", get_x)
print(get_x(Point(5, 6)))
