# Unpacking: UNPACK_SEQUENCE_TWO_TUPLE (an exact tuple of two),
# UNPACK_SEQUENCE_TUPLE (an exact tuple of oparg items) and
# UNPACK_SEQUENCE_LIST (an exact list of oparg items). A sequence of the
# wrong length misses and the generic code raises ValueError; another
# iterable misses and is unpacked by the generic code; a site fed lists
# after tuples deoptimizes at the 54th miss and respecializes for lists.
from _golden import repeat, show, show_before


def swap(pair):
    first, second = pair
    return second, first


def total(triple):
    x, y, z = triple
    return x + y + z


show_before(swap)
show_before(total)
print(repeat(2, swap, (1, 2)), repeat(2, total, (1, 2, 3)))
show("swap after two calls", swap)
show("total after two calls", total)
print(swap("ab"), swap(iter([3, 4])))
try:
    swap((1, 2, 3))
except ValueError as error:
    print("ValueError:", error)
show("swap after a str, an iterator and a tuple of three (misses)", swap)

print(repeat(53, total, [4, 5, 6]))
show("total after 53 calls with lists (53 misses)", total)
print(repeat(3, total, [7, 8, 9]))
show("total three calls later: deoptimized, then respecialized for lists", total)
try:
    total([1, 2])
except ValueError as error:
    print("ValueError:", error)
