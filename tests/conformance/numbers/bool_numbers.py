# bool is a subclass of int: arithmetic, indexing, repr and identity.

print(True + True, True * 7, False - 1, True / 2, True // 1, -True, True ** 10, True % 2)
print(type(True + 1).__name__, type(True & True).__name__, type(True | 0).__name__,
      type(True ^ False).__name__)
print(True == 1, False == 0, True == 1.0, hash(True) == hash(1))
print(sum([True, False, True, True]), [1, 2, 3][True], {1: "one"}[True], {True: "t", 1: "one"})
print(str(True), repr(False), int(True), float(False), bool("False"), True.__class__.__bases__)
print(isinstance(True, int), issubclass(bool, int), bool.__mro__)
print(sorted([True, 0, -1, False, 2]), max(True, 0.5), min(False, -0.0))

# Comparison results are bools and can be summed
values = [4, 8, 15, 16, 23, 42]
print(sum(v > 10 for v in values), sum(v % 2 == 0 for v in values))

# bool() and not on numbers
print([bool(x) for x in (0, 1, -1, 0.0, -0.0, 0.1, float("nan"), 10 ** 100)])

# bool cannot be subclassed and has exactly two instances
try:
    class B(bool):
        pass
except TypeError as e:
    print(type(e).__name__, e)
print(bool(1) is True, bool(0) is False, bool() is False)

# Booleans in string formatting
print("%d %s %r" % (True, True, False), f"{True} {True:d} {False!r} {True:>6}")
