# copy.deepcopy: nested containers, shared and recursive references, memo, __deepcopy__.
import copy

data = {'list': [1, [2, 3]], 'tuple': (4, [5]), 'set': {6}, 'str': 'seven'}
dc = copy.deepcopy(data)
print(dc == data, dc is data, dc['list'][1] is data['list'][1], dc['tuple'] is data['tuple'])
print(dc['tuple'][1] is data['tuple'][1], dc['str'] is data['str'])
t = (1, 2, ('a', 'b'))
print(copy.deepcopy(t) is t)
shared = [0]
pair = [shared, shared]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[0] is shared)
rec = [1]
rec.append(rec)
rc = copy.deepcopy(rec)
print(rc[1] is rc, rc is rec, rc[0])
d = {}
d['self'] = d
dcopy = copy.deepcopy(d)
print(dcopy['self'] is dcopy)

class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)
        self.parent = None

root = Node('root', [Node('a'), Node('b')])
for ch in root.children:
    ch.parent = root
rcopy = copy.deepcopy(root)
print(rcopy.value, [c.value for c in rcopy.children])
print(rcopy.children[0].parent is rcopy, rcopy.children[0] is root.children[0])

class Tracked:
    def __init__(self, v):
        self.v = v
    def __deepcopy__(self, memo):
        print('  __deepcopy__ with memo', type(memo).__name__)
        return Tracked(copy.deepcopy(self.v, memo))

tr = copy.deepcopy([Tracked([1, 2])])
print(tr[0].v)
memo = {}
x = [1, 2]
y = copy.deepcopy(x, memo)
print(memo[id(x)] is y, y)
z = copy.deepcopy(x, memo)
print(z is y)
sentinel = ['preset']
memo2 = {id(x): sentinel}
print(copy.deepcopy([x, x], memo2))
fs = frozenset([1, 2])
print(copy.deepcopy(fs) == fs)

def f():
    return 1

print(copy.deepcopy(f) is f, copy.deepcopy(int) is int, copy.deepcopy(len) is len)

class Slots:
    __slots__ = ('items',)
    def __init__(self):
        self.items = [1, 2]

s = Slots()
sc = copy.deepcopy(s)
print(sc.items, sc.items is s.items)
