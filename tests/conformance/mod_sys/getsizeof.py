# sys.getsizeof returns an int for every object, honours __sizeof__,
# the default argument, and rejects bad __sizeof__ results.
import sys
for obj in [0, 1, 2 ** 100, 1.5, 1j, "", "abc", b"", (), (1, 2), [], [1, 2, 3], {}, {1: 2}, set(),
            frozenset(), None, True, object(), range(5), len, sys]:
    size = sys.getsizeof(obj)
    print(type(obj).__name__, type(size).__name__, size > 0)
print(sys.getsizeof([1, 2, 3]) >= sys.getsizeof([]), sys.getsizeof("a" * 100) > sys.getsizeof("a"))
class Sized:
    def __sizeof__(self):
        return 1000
print(sys.getsizeof(Sized()) >= 1000, sys.getsizeof(Sized(), 5) >= 1000)
class Negative:
    def __sizeof__(self):
        return -1
class Text:
    def __sizeof__(self):
        return "big"
class Broken:
    def __sizeof__(self):
        raise TypeError("nope")
for obj in [Negative(), Text(), Broken()]:
    try:
        sys.getsizeof(obj)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(sys.getsizeof(Broken(), "default"), sys.getsizeof(object=5) > 0)
try:
    sys.getsizeof()
except TypeError as e:
    print("TypeError:", e)
