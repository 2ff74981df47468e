# functools.lru_cache: bare and with arguments, maxsize, typed, cache_info, cache_clear.
import functools

calls = []

@functools.lru_cache
def square(n):
    calls.append(n)
    return n * n

print([square(i) for i in [1, 2, 1, 3, 2, 1]], calls)
print(square.cache_info())
info = square.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize, type(info).__name__)
print(info._fields, tuple(info))
square.cache_clear()
print(square.cache_info(), square.__name__, square.__wrapped__(4))

@functools.lru_cache(maxsize=2)
def ident(x):
    calls.append(('ident', x))
    return x

calls.clear()
for v in [1, 2, 1, 3, 2, 1]:
    ident(v)
print(calls, ident.cache_info())

@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(80), fib.cache_info())

@functools.lru_cache(typed=True)
def typed(x):
    return type(x).__name__

print(typed(1), typed(1.0), typed(True), typed.cache_info())

@functools.lru_cache()
def untyped(x):
    return type(x).__name__

print(untyped(1), untyped(1.0), untyped.cache_info())

@functools.lru_cache(maxsize=0)
def nocache(x):
    return x

print(nocache(1), nocache(1), nocache.cache_info())

@functools.lru_cache(maxsize=-5)
def negsize(x):
    return x
print(negsize.cache_info())

@functools.lru_cache
def kw(a, b=1, *, c=2):
    calls.append(('kw', a, b, c))
    return a + b + c

calls.clear()
print(kw(1), kw(1), kw(1, 1), kw(a=1), kw(1, c=2), kw.cache_info().misses)
print(square.cache_parameters(), ident.cache_parameters(), typed.cache_parameters())
try:
    kw([1])
except TypeError as e:
    print('TypeError', e)
try:
    functools.lru_cache('bad')
except TypeError as e:
    print('TypeError', e)

class Thing:
    @functools.lru_cache
    def method(self, x):
        return (id(self) == id(self), x * 2)

t = Thing()
print(t.method(3), t.method(3), Thing.method.cache_info())

@functools.lru_cache
def boom(x):
    calls.append(('boom', x))
    raise ValueError(x)

calls.clear()
for _ in range(2):
    try:
        boom(1)
    except ValueError as e:
        print('ValueError', e)
print(calls, boom.cache_info())
