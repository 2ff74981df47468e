# Nested partials flatten; later keywords override earlier ones; positional order is kept.
from functools import partial

def record(*args, **kwargs):
    return args, sorted(kwargs.items())

p1 = partial(record, 1, a='first')
p2 = partial(p1, 2, a='second', b='b')
p3 = partial(p2, 3)
print(p3(4, c='c'))
print(p3.func is record, p3.args, p3.keywords)
print(p3(a='call'))
chain = partial(record)
for i in range(5):
    chain = partial(chain, i, **{'k%d' % i: i})
print(chain.args, chain.keywords, chain())
class Wrapped(partial):
    def __call__(self, *args, **kwargs):
        return ('wrapped', super().__call__(*args, **kwargs))
w = Wrapped(record, 'w')
inner = partial(w, 'x')
print(inner.func is w, inner.args, inner())
print(partial(partial(max, 1), 5)(3), partial(sorted, key=len)(['ccc', 'a', 'bb']))
print(partial(dict, a=1)(b=2), partial(dict, a=1)(a=3))
print(list(map(partial(pow, 2), range(6))))
