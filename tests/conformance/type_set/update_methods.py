# In-place set methods and operators with several arguments, iterables, self-arguments and errors.
def show(label, fn):
    try:
        r = fn()
        print(label, sorted(r) if isinstance(r, (set, frozenset)) else repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)
def run(method, *args):
    s = {1, 2, 3, 4}
    r = getattr(s, method)(*args)
    return sorted(s), r
for m in ['update', 'intersection_update', 'difference_update', 'symmetric_difference_update']:
    for args in [(), ([3, 4, 5],), ([3], (4, 9)), (range(2, 10), 'ab'), ({1: 'x', 5: 'y'},), (iter([2, 2, 2]),), (frozenset([1, 6]),)]:
        try:
            print(m, args if not isinstance(args[0] if args else None, type(iter([]))) else 'iter', run(m, *args))
        except Exception as e:
            print(m, type(e).__name__, e)
for m in ['update', 'intersection_update', 'difference_update', 'symmetric_difference_update']:
    show((m, 'bad'), lambda: run(m, 5))
    show((m, 'bad2'), lambda: run(m, [1], None))
def self_ops():
    out = []
    for m in ['update', 'intersection_update', 'difference_update', 'symmetric_difference_update']:
        s = {1, 2}
        getattr(s, m)(s)
        out.append(sorted(s))
    return out
show(1, self_ops)
def iops():
    out = []
    s = {1, 2, 3}
    s |= s
    out.append(sorted(s))
    s &= s
    out.append(sorted(s))
    s ^= s
    out.append(sorted(s))
    s = {1}
    s -= s
    out.append(sorted(s))
    return out
show(2, iops)
def iop_bad(op):
    s = {1}
    if op == '|':
        s |= [1]
    elif op == '&':
        s &= (1,)
    elif op == '-':
        s -= 'a'
    else:
        s ^= range(3)
for op in '|&-^':
    show(('iop', op), lambda: iop_bad(op))
def f_iop():
    f = frozenset({1})
    g = f
    f |= {2}
    return f is g, sorted(f), sorted(g)
show(3, f_iop)
show(4, lambda: frozenset({1}).update)
show(5, lambda: {1, 2}.pop() in (1, 2))
def clear():
    s = {1, 2}
    s.clear()
    return s
show(6, clear)
show(7, lambda: {1}.copy())
show(8, lambda: {1}.add(1, 2))
show(9, lambda: set.add(frozenset(), 1))
