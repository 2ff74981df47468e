# Conditional expressions, nested and in arguments and comprehensions.
import sys
sys.path.insert(0, "..")
import _lrtool


def sign(n):
    return "+" if n > 0 else ("-" if n < 0 else "0")


def clamp(n, low, high):
    return low if n < low else high if n > high else n


_lrtool.start()
print([sign(n) for n in (3, -2, 0)])
print(clamp(5, 0, 3), clamp(-1, 0, 3), clamp(2, 0, 3))
print(max(1 if True else 2, 0))
_lrtool.stop()
