# repr/str of self-referencing lists, dicts, tuples and sets; == on recursive structures; nested reprs.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
a = [1]
a.append(a)
b = {'k': a}
a.append(b)
print(repr(a), str(a), repr(b))
t = ([],)
t[0].append(t)
print(repr(t))
d = {}
d['self'] = d
d['list'] = [d]
print(repr(d), str(d))
print(repr(d.values()), repr(d.items()))
m = [[]]
m[0].append(m)
m.append(m[0])
print(repr(m))
class Holder:
    def __init__(self):
        self.items = [self]
    def __repr__(self):
        return 'Holder(%r)' % (self.items,)
show(1, lambda: repr(Holder()))
s = []
s.append([s, [s]])
print(s)
x = []
y = [x]
x.append(y)
print(x, y)
show(2, lambda: a == a)
show(3, lambda: [a] == [a])
deep = []
cur = deep
for _ in range(50):
    nxt = []
    cur.append(nxt)
    cur = nxt
print(repr(deep))
print(repr([(), [()], {(): [{}]}, {frozenset(): set()}]))
