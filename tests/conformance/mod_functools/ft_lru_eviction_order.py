# lru_cache evicts the least recently used entry; hits refresh recency.
import functools

log = []

@functools.lru_cache(maxsize=3)
def f(x):
    log.append(x)
    return x * 10

sequence = [1, 2, 3, 1, 4, 2, 5, 1, 3, 3, 4, 6, 1, 2, 7, 7, 2, 5]
for x in sequence:
    f(x)
    print(x, f.cache_info().hits, f.cache_info().misses, f.cache_info().currsize)
print(log)
f.cache_clear()
print(f.cache_info())
log.clear()
for x in range(10):
    f(x % 4)
print(log, f.cache_info())

@functools.lru_cache(maxsize=1)
def g(a, b=0):
    log.append((a, b))
    return a + b

log.clear()
print(g(1), g(1), g(1, 0), g(a=1), g(1, b=0), g(2), g(1))
print(log, g.cache_info())
