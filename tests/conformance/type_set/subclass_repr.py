# set/frozenset subclasses: reprs (empty and full), result types of operators and methods, copies.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
class S(set):
    pass
class F(frozenset):
    pass
class R(set):
    def __repr__(self):
        return 'R!'
show(1, lambda: repr(S()))
show(2, lambda: repr(F()))
show(3, lambda: repr(S([3])))
show(4, lambda: repr(F([3])))
show(5, lambda: repr(set()))
show(6, lambda: repr(frozenset()))
show(7, lambda: repr({frozenset()}))
show(8, lambda: repr([S(), F([1])]))
show(9, lambda: repr({F([1])}))
show(10, lambda: repr(R([1])))
for name, op in [('|', lambda a, b: a | b), ('&', lambda a, b: a & b), ('-', lambda a, b: a - b), ('^', lambda a, b: a ^ b)]:
    for a, b in [(S([1, 2]), {2}), ({2}, S([1, 2])), (F([1, 2]), {2}), ({2}, F([1, 2])), (F([1]), frozenset([2])), (frozenset([1]), S([3]))]:
        r = op(a, b)
        print(name, type(a).__name__, type(b).__name__, type(r).__name__, sorted(r))
for m in ['union', 'intersection', 'difference', 'symmetric_difference', 'copy']:
    for obj in [S([1, 2]), F([1, 2])]:
        r = getattr(obj, m)() if m == 'copy' else getattr(obj, m)([2, 3])
        print(m, type(obj).__name__, type(r).__name__, sorted(r))
show(20, lambda: S([1]) == {1})
show(21, lambda: F([1]) == frozenset([1]))
show(22, lambda: hash(F([1, 2])) == hash(frozenset([1, 2])))
class FF(frozenset):
    def __new__(cls, *args):
        return super().__new__(cls, *args)
show(23, lambda: repr(FF('ab')) in ("FF({'a', 'b'})", "FF({'b', 'a'})"))
show(24, lambda: type(FF('ab') | FF('c')).__name__)
class Rec(set):
    pass
r = Rec()
show(25, lambda: repr(r))
s = S()
s.x = 1
show(26, lambda: s.x)
show(27, lambda: S.__mro__)
show(28, lambda: F.__mro__)
show(29, lambda: S([1]) <= F([1, 2]))
show(30, lambda: set.__repr__(S([5])))
