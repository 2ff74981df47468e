# Tuple hashing: equal tuples hash equal across int/float/bool, nested tuples, unhashable members.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
samples = [(), (0,), (1,), (-1,), (-2,), (1, 2), (2, 1), (1, (2,)), ((1, 2),), (1.0, 2.0), (True, 2), (None,), ('',),
           (2**61 - 1,), (2**61,), (2**64,), (-2**63,), (0.5,), (float('inf'),), (frozenset(),), (frozenset({1}), 2),
           tuple(range(20)), tuple(range(100)), ((),) * 5, (((((1,),),),),), (1, 2, 3) * 10, (-1, -2, -3), (3j,)]
for t in samples:
    print(t if len(t) < 12 else len(t), hash(t))
for a in samples:
    print([int(a == b and hash(a) == hash(b)) for b in samples])
show(1, lambda: hash(([],)))
show(2, lambda: hash((1, {})))
show(3, lambda: hash((1, (2, [3]))))
show(4, lambda: hash((1, set())))
show(5, lambda: hash((1, frozenset([(1, [])]))) if False else 'skip')
show(6, lambda: {(1, 2): 'x'}[(1.0, 2)])
show(7, lambda: (1, 2) in {(1, 2), (3, 4)})
show(8, lambda: ([1], 2) in {(1, 2)})
class H:
    def __init__(self, h):
        self.h = h
    def __hash__(self):
        return self.h
print([hash((H(x),)) for x in [0, 1, -1, -2, 2**60, 2**63 - 1]])
class BadHash:
    def __hash__(self):
        return 'x'
show(9, lambda: hash((BadHash(),)))
class BigHash:
    def __hash__(self):
        return 2**100
show(10, lambda: hash((BigHash(),)))
show(11, lambda: hash(BigHash()))
