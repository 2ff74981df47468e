# set methods and operators; output is sorted so that string hashing never matters.

def show(label, s):
    print(label, sorted(s) if isinstance(s, set) else s)

a = {1, 2, 3, 4}
b = {3, 4, 5}
show("union", a | b)
show("intersection", a & b)
show("difference", a - b)
show("symmetric", a ^ b)
show("union()", a.union(b, [6], (7,)))
show("intersection()", a.intersection(b, range(4)))
show("difference()", a.difference([1], {2}))
show("symmetric_difference()", a.symmetric_difference([4, 9]))
print(a <= a, a < a, {1} < a, a >= {1, 2}, a > b, a.issubset(range(10)), a.issuperset([1]),
      a.isdisjoint({9}))

s = set()
s.add(1)
s.add(1)
s.update([2, 3], (4,))
s.discard(100)
s.remove(1)
show("after updates", s)
try:
    s.remove(100)
except KeyError as e:
    print(type(e).__name__, e)
s.intersection_update({2, 3, 9})
show("intersection_update", s)
s.difference_update({2})
show("difference_update", s)
s.symmetric_difference_update({3, 5})
show("symmetric_difference_update", s)
s |= {7, 8}
s &= {5, 7}
s -= {7}
s ^= {6}
show("augmented", s)
c = s.copy()
c.clear()
show("copy cleared", c)
show("original", s)
popped = {42}.pop()
print(popped)
try:
    set().pop()
except KeyError as e:
    print(type(e).__name__, e)

# Sets of strings: membership is fine, printing must be sorted
words = {"pear", "apple", "fig"}
words.add("kiwi")
print("fig" in words, "grape" in words, sorted(words), len(words))

# Operators need sets; methods accept any iterable
try:
    a | [1]
except TypeError as e:
    print(type(e).__name__, e)
print(sorted(a.union([10])))

# Equality and hashing rules
print({1, 2} == {2, 1}, {1} == {1.0, True}, set() == set(), {1, 2} != {1})
try:
    {[1, 2]}
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash({1})
except TypeError as e:
    print(type(e).__name__, e)

# Small int sets print in a deterministic order in CPython
print({3, 1, 2}, {10, 5, 0}, set(range(5)), {-1, 1})
