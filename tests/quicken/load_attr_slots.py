# __slots__ members: reads (LOAD_ATTR_SLOT) and writes (STORE_ATTR_SLOT) at
# the member's offset, guarded by the type's version. A member that was
# never set misses, and the generic code raises AttributeError; after
# `__class__` assignment to a class with the same layout the sites miss,
# deoptimize at the 54th miss and respecialize for the new class.
from _golden import repeat, show, show_before


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class OtherVec:
    __slots__ = ("x", "y")


def get_y(vec):
    return vec.y


def set_x(vec, value):
    vec.x = value
    return vec.x


vec = Vec(1, 2)
show_before(get_y)
show_before(set_x)
print(repeat(2, get_y, vec))
print(repeat(2, set_x, vec, 7), vec.x)
show("get_y after two calls", get_y)
show("set_x after two calls", set_x)
print(repeat(2, Vec, 3, 4).y)
show("Vec.__init__ after three instances", Vec.__init__)

empty = Vec.__new__(Vec)
try:
    get_y(empty)
except AttributeError as error:
    print("AttributeError:", error)
show("get_y after reading a member never set (a miss)", get_y)

vec.__class__ = OtherVec
print(type(vec).__name__, get_y(vec), set_x(vec, 8))
print(repeat(52, get_y, vec), repeat(53, set_x, vec, 9))
show("get_y after __class__ assignment and 53 reads (54 misses: deoptimized)", get_y)
show("set_x after 54 calls (54 misses at each site: deoptimized)", set_x)
print(repeat(2, get_y, vec), repeat(2, set_x, vec, 10))
show("get_y respecialized for OtherVec", get_y)
show("set_x respecialized for OtherVec", set_x)
