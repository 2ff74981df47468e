# Binary-operator sites warmed with ints, then fed containers, strs, user
# classes with __add__/__radd__/__iadd__, and in-place operations on
# mutable values whose aliases must observe the mutation (or not, for
# immutable ones).


def add(a, b):
    return a + b


def mul(a, b):
    return a * b


def iadd(a, b):
    a += b
    return a


def bitor(a, b):
    return a | b


def minus(a, b):
    return a - b


for i in range(300):
    add(i, 2)
    mul(i, 3)
    iadd(i, 1)
    bitor(i, 4)
    minus(i, 5)

print(add([1], [2]), add((1,), (2,)), add("a", "b"), add(1.5, 2), add(True, False))
print(mul("ab", 3), mul(3, "ab"), mul([0], 4), mul(2, (1, 2)), mul("x", 0), mul([1], -1))
print(bitor({1, 2}, {3}), bitor({"a": 1}, {"b": 2}), bitor(True, False), bitor(6, 9))
print(minus({1, 2, 3}, {2}), minus(10, 2.5), minus(-(2 ** 64), 1))


class Vector:
    def __init__(self, *xs):
        self.xs = list(xs)

    def __add__(self, other):
        if isinstance(other, Vector):
            return Vector(*[a + b for a, b in zip(self.xs, other.xs)])
        return NotImplemented

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented

    def __iadd__(self, other):
        self.xs.append(("iadd", other))
        return self

    def __repr__(self):
        return "Vector%r" % (tuple(self.xs),)


v = Vector(1, 2)
w = Vector(10, 20)
print(add(v, w), add(0, v), add(add(0, v), w))
for bad in [(v, 1), (1, v), ("s", 1), ([1], (2,)), (None, None)]:
    try:
        add(*bad)
    except TypeError as e:
        print("TypeError:", e)

# In-place addition: a list alias sees the change; a tuple alias does not.
lst = [1]
alias = lst
res = iadd(lst, [2, 3])
print(res, alias, res is alias)
tup = (1,)
talias = tup
res = iadd(tup, (2,))
print(res, talias, res is talias)
vec_alias = v
print(iadd(v, 5) is vec_alias, v)
s = "x"
print(iadd(s, "y"), s)
try:
    iadd([1], 5)
except TypeError as e:
    print("TypeError:", e)
print(iadd([1], "ab"), iadd([1], range(2)), iadd(2.5, 1), iadd(2 ** 64, 2 ** 64))
try:
    iadd({1}, {2})
except TypeError as e:
    print("TypeError:", e)

# The warmed int sites still compute ints.
print(add(2, 3), mul(4, 5), iadd(6, 7), bitor(8, 1), minus(0, 9))
