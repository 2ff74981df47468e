# slice objects: construction, attributes, repr, equality, ordering, hashing (hashable since 3.12) and use as keys.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
objs = [slice(None), slice(1), slice(1, 2), slice(1, 2, 3), slice(None, None, -1), slice('a', 'b'), slice(1.5, None),
        slice((1, 2), None), slice(0, 0, 0), slice(True, False)]
for s in objs:
    print(repr(s), s.start, s.stop, s.step, s == slice(s.start, s.stop, s.step))
for a in objs[:5]:
    row = []
    for b in objs[:5]:
        try:
            row.append((a == b, a < b))
        except TypeError:
            row.append((a == b, 'TE'))
    print(row)
show(1, lambda: hash(slice(1, 2)) == hash(slice(1, 2)))
show(2, lambda: hash(slice(1, 2)) == hash((1, 2, None)))
show(3, lambda: hash(slice([1])))
show(4, lambda: hash(slice(1, [2])))
show(5, lambda: hash(slice(1, 2, {})))
show(6, lambda: {slice(1, 2): 'a', slice(1, 2, None): 'b'})
show(7, lambda: len({slice(1), slice(None, 1), slice(None, 1, None)}))
show(8, lambda: slice(1, 2) < slice(1, 'a'))
show(9, lambda: slice(1, 2) > (1, 2))
show(10, lambda: slice(1, 2) == (1, 2, None))
show(11, lambda: slice())
show(12, lambda: slice(1, 2, 3, 4))
show(13, lambda: slice(start=1))
def setattr_slice():
    s = slice(1)
    s.start = 5
show(14, setattr_slice)
show(15, lambda: type(slice(1)).__name__)
show(16, lambda: isinstance(slice(1), slice))
def sub():
    class S(slice):
        pass
show(17, sub)
show(18, lambda: slice(1, 2).__reduce__())
show(19, lambda: [1, 2, 3, 4][slice(1, None, 2)])
show(20, lambda: slice(1, 2) != slice(1, 3))
