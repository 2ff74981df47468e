# An LRU cache using dict insertion order, and a hit/miss report.

class LRU:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = {}
        self.hits = self.misses = 0

    def get(self, key):
        if key in self.data:
            value = self.data.pop(key)
            self.data[key] = value
            self.hits += 1
            return value
        self.misses += 1
        return None

    def put(self, key, value):
        if key in self.data:
            self.data.pop(key)
        elif len(self.data) >= self.capacity:
            oldest = next(iter(self.data))
            del self.data[oldest]
            print("  evicted", oldest)
        self.data[key] = value

    def __repr__(self):
        return "LRU(%s)" % list(self.data.items())

cache = LRU(3)
for k in "abc":
    cache.put(k, k.upper())
print(cache)
print(cache.get("a"), cache)
cache.put("d", "D")
print(cache, cache.get("b"))
cache.put("c", "C2")
cache.put("e", "E")
print(cache, cache.hits, cache.misses)

# Using it to memoise an expensive function
calls = []

def slow_square(n, cache=LRU(4)):
    hit = cache.get(n)
    if hit is not None:
        return hit
    calls.append(n)
    cache.put(n, n * n)
    return n * n

print([slow_square(n) for n in (1, 2, 3, 1, 2, 4, 5, 1, 3)], calls)

# dict.popitem removes the most recently inserted item (LIFO)
d = {"x": 1, "y": 2, "z": 3}
print(d.popitem(), d.popitem(), d)

# Reordering by re-insertion
order = {k: None for k in "abcde"}
for k in "ca":
    order[k] = order.pop(k)
print(list(order))
