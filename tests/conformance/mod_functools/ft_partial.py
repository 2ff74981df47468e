# functools.partial: args, keywords, func, flattening, repr without addresses, errors.
from functools import partial

def f(a, b=2, *args, c=3, **kw):
    return (a, b, args, c, kw)

p = partial(f, 1, c=5)
print(p(), p(9), p(9, 8, 7, d=0), p(c=6))
print(p.func is f, p.args, p.keywords)
q = partial(p, 10, e=1)
print(q.func is f, q.args, q.keywords, q())
print(type(q).__name__, repr(partial(len)).startswith('functools.partial(<built-in function len'))
print(repr(partial(int, '11', base=2)).replace(repr(int), 'INT'), partial(int, '11', base=2)())
basetwo = partial(int, base=2)
basetwo.__doc__ = 'Convert base 2 string to an int.'
print(basetwo('10010'), basetwo.__doc__)
print(partial(max)(3, 7), partial(sorted, reverse=True)([3, 1, 2]))
try:
    partial(5)
except TypeError as e:
    print('TypeError', e)
try:
    partial()
except TypeError as e:
    print('TypeError', type(e).__name__)
p2 = partial(f, a=1)
try:
    p2(2)
except TypeError as e:
    print('TypeError', e)
print(p2(b=5))
class Sub(partial):
    pass
s = Sub(f, 1)
print(type(s).__name__, s(2), s.args)
print(repr(partial(repr, 1, x=2)).replace(repr(repr), 'R'))
p3 = partial(f, 1)
p3.attr = 'custom'
print(p3.attr)
try:
    p3.func = len
except AttributeError as e:
    print('AttributeError', type(e).__name__)
class C:
    meth = staticmethod(partial(f, 'static'))
print(C().meth(), C.meth('x'))
