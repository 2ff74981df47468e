# tuple subclasses: which operations keep the subclass, repr, __new__ overrides, attributes.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
class T(tuple):
    pass
class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    def __repr__(self):
        return 'Point(%r, %r)' % self
    @property
    def x(self):
        return self[0]
t = T((1, 2, 3))
show(1, lambda: t)
show(2, lambda: type(t[:]).__name__)
show(3, lambda: type(t[1:]).__name__)
show(4, lambda: type(t + ()).__name__)
show(5, lambda: type(t * 1).__name__)
show(6, lambda: type(tuple(t)).__name__)
show(7, lambda: tuple(t) is t)
show(8, lambda: t == (1, 2, 3))
show(9, lambda: hash(t) == hash((1, 2, 3)))
show(10, lambda: T() == ())
p = Point(3, 4)
show(11, lambda: p)
show(12, lambda: p.x)
show(13, lambda: p + p)
show(14, lambda: str(p))
show(15, lambda: [p, p])
show(16, lambda: Point(1))
show(17, lambda: isinstance(p, tuple))
show(18, lambda: sorted([Point(2, 1), Point(1, 2)]))
show(19, lambda: {p: 'pt'}[(3, 4)])
t.attr = 5
show(20, lambda: t.attr)
show(21, lambda: (1, 2).attr)
def setattr_tuple():
    x = (1,)
    x.y = 1
show(22, setattr_tuple)
show(23, lambda: T('ab'))
show(24, lambda: T(x for x in 'cd'))
show(25, lambda: len(T(range(5))))
show(26, lambda: T.__mro__)
show(27, lambda: t.count(2) + t.index(3))
