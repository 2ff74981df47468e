# WeakSet: the set API, the operators and comparisons, and members that die
# while the set is being iterated.
import weakref


class Tag:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Tag(%s)" % self.name


def names(items):
    return sorted(t.name for t in items)


a, b, c, d = Tag("a"), Tag("b"), Tag("c"), Tag("d")
s = weakref.WeakSet([a, b])
t = weakref.WeakSet([b, c])
print(len(s), names(s), a in s, c in s, 5 in s, [] in s)

# Operators and their method forms build new sets of the left operand's type.
print("union", names(s | t), names(s.union([c, d])))
print("inter", names(s & t), names(s.intersection([a, d])))
print("diff", names(s - t), names(s.difference([a])))
print("xor", names(s ^ t), names(s.symmetric_difference([a, d])))
print(type(s | t).__name__, type(s - [a]).__name__, names(s), names(t))
for expr in ("[a] | s", "s | 5", "s.union([a], [b])"):
    try:
        eval(expr)
    except TypeError as e:
        print("TypeError:", e)

# Comparisons use membership, not identity of the sets.
print(s <= weakref.WeakSet([a, b, c]), s < weakref.WeakSet([a, b]), s >= weakref.WeakSet([a]))
print(s > weakref.WeakSet([a]), s == weakref.WeakSet([b, a]), s != t, s == {a, b})
print(s.issubset([a, b, c]), s.issuperset([b]), s.isdisjoint([c, d]), s.isdisjoint(t))
try:
    hash(s)
except TypeError as e:
    print("TypeError:", e)

# In-place forms change the set itself.
u = weakref.WeakSet([a])
alias = u
u |= [b, c]
print("|=", names(u), u is alias)
u &= [b, c, d]
print("&=", names(u))
u -= [b]
print("-=", names(u))
u ^= [c, d]
print("^=", names(u))
u.update([a, b])
u.difference_update([a])
u.intersection_update([b, d, c])
u.symmetric_difference_update([a, b])
print("methods", names(u), u is alias)
u ^= u
print("self xor", len(u))
u.update([a, b])
u -= u
print("self sub", len(u))

# discard, remove, pop, clear and their errors.
v = weakref.WeakSet([a, b])
v.discard(c)
v.discard(a)
print(names(v))
for bad in ("v.remove(c)", "v.discard(5)", "v.add('text')", "v.update(5)"):
    try:
        eval(bad)
    except (KeyError, TypeError) as e:
        print(type(e).__name__, "from", bad, "->", "ref" if "weakref" in str(e) else e)
print(v.pop().name, len(v))
try:
    v.pop()
except KeyError as e:
    print("KeyError:", e)
v.update([a, b, c])
v.clear()
print(len(v), list(v), repr(v))

# copies keep the subclass; entries die with their objects.
class Group(weakref.WeakSet):
    pass


g = Group([a, b, c, d])
print(type(g.copy()).__name__, type(g | []).__name__, type(g & [a]).__name__, names(g.copy()))
print(weakref.WeakSet[int], Group[Tag].__origin__ is Group)

# A member dying during a loop is skipped or seen, never breaking the loop;
# the set shrinks once the loop has finished.
tags = [Tag(str(i)) for i in range(6)]
w = weakref.WeakSet(tags)
count = 0
for item in w:
    count += 1
    if count == 1:
        victim = tags[3] if item is not tags[3] else tags[4]
        tags.remove(victim)
        del victim
del item
print(count in (5, 6), len(w), len(tags))

# An unfinished iterator defers removals until it is closed.
# (The member deleted is not the one the iterator handed out, which the
# iterator may still hold: which one comes first depends on addresses.)
walker = iter(w)
first = next(walker)
del tags[0 if tags[0] is not first else 1]
del first
print(len(w))
del walker
print(len(w), names(w) == names(tags))

# Adding during a loop is a change the loop detects.
try:
    for item in w:
        w.add(d if item is not d else a)
except RuntimeError as e:
    print("RuntimeError:", e)
del item

tags.clear()
print(len(w), names(w))
del a, b, c
print(names(s), names(t), names(g))
