# functools.total_ordering from each root method, NotImplemented propagation, errors.
import functools

def make(root):
    ns = {}
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        if not isinstance(other, cls):
            return NotImplemented
        return self.v == other.v
    ops = {'__lt__': lambda a, b: a.v < b.v if isinstance(b, cls) else NotImplemented,
           '__le__': lambda a, b: a.v <= b.v if isinstance(b, cls) else NotImplemented,
           '__gt__': lambda a, b: a.v > b.v if isinstance(b, cls) else NotImplemented,
           '__ge__': lambda a, b: a.v >= b.v if isinstance(b, cls) else NotImplemented}
    ns = {'__init__': __init__, '__eq__': __eq__, root: ops[root]}
    cls = type('By' + root.strip('_'), (), ns)
    return functools.total_ordering(cls)

for root in ['__lt__', '__le__', '__gt__', '__ge__']:
    cls = make(root)
    a, b, c = cls(1), cls(2), cls(1)
    print(cls.__name__, [a < b, a <= b, a > b, a >= b, a < c, a <= c, a > c, a >= c,
                         b < a, b <= a, b > a, b >= a])
    try:
        a < 5
    except TypeError as e:
        print('TypeError', e)

try:
    @functools.total_ordering
    class Nothing:
        pass
except ValueError as e:
    print('ValueError', e)

@functools.total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return 'V' + '.'.join(map(str, self.parts))

vs = [Version(1, 2), Version(1, 0, 5), Version(2), Version(1, 2, 0)]
print(sorted(vs), max(vs), min(vs))
print(Version(1) >= Version(1), Version(1) > Version(0, 9), Version(3) <= Version(2))
print(Version.__gt__.__name__, '__gt__' in Version.__dict__, '__lt__' in Version.__dict__)
