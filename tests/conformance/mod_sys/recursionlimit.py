# sys.getrecursionlimit / setrecursionlimit: the limit applies, and bad
# values are refused with CPython's messages.
import sys
print(sys.getrecursionlimit())
def depth(n):
    try:
        return depth(n + 1)
    except RecursionError:
        return n
sys.setrecursionlimit(300)
print(sys.getrecursionlimit(), 200 < depth(0) <= 300)
sys.setrecursionlimit(1500)
print(sys.getrecursionlimit(), 1300 < depth(0) <= 1500)
for bad in [0, -5, "x", 2 ** 40, 1.5]:
    try:
        sys.setrecursionlimit(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(repr(bad), type(e).__name__ + ":", e)
def deep(n):
    if n == 0:
        try:
            sys.setrecursionlimit(10)
        except RecursionError as e:
            return str(e).split(" at ")[0]
        return "set"
    return deep(n - 1)
print(deep(50))
sys.setrecursionlimit(1000)
print(sys.getrecursionlimit())
