# range.index/count/__contains__ for ints, bools, floats, int subclasses and foreign objects; errors.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
class MyInt(int):
    pass
class EqAll:
    def __eq__(self, other):
        return other == 4
    __hash__ = None
ranges = [range(10), range(1, 20, 3), range(10, -10, -3), range(0), range(-5, 5, 5), range(2**70, 2**70 + 10, 2)]
vals = [0, 1, 4, 7, 9, 10, -2, -5, 2**70, 2**70 + 4, True, False, 4.0, 4.5, MyInt(4), '4', None, EqAll()]
for r in ranges:
    for v in vals:
        row = [v in r, r.count(v)]
        try:
            row.append(r.index(v))
        except ValueError as e:
            row.append('ValueError: ' + str(e))
        print(r, type(v).__name__, row)
show(1, lambda: range(5).index())
show(2, lambda: range(5).index(1, 2))
show(3, lambda: range(5).count())
show(4, lambda: range(5).__contains__(3))
show(5, lambda: range(3).__reversed__().__class__.__name__)
show(6, lambda: iter(range(3)).__class__.__name__)
show(7, lambda: iter(range(2**70)).__class__.__name__)
show(8, lambda: next(iter(range(2**70, 2**71))))
show(9, lambda: list(reversed(range(2**70, 2**70 + 3))))
