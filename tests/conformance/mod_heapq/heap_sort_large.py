# Heap sort of thousands of pseudo-random values, with heappushpop/heapreplace streams.
import heapq

values = [(i * 2654435761) % 100003 for i in range(4000)]
h = []
for v in values:
    heapq.heappush(h, v)
ordered = [heapq.heappop(h) for _ in range(len(h))]
print(ordered == sorted(values), ordered[:20], ordered[-20:])
h = values[:]
heapq.heapify(h)
print(h[:30])
top = values[:10]
heapq.heapify(top)
for v in values[10:]:
    heapq.heappushpop(top, v)
print(sorted(top), sorted(top) == sorted(values)[-10:])
print(heapq.nlargest(15, values), heapq.nsmallest(15, values))
print(heapq.nlargest(5, values, key=lambda v: v % 1000),
      heapq.nsmallest(5, values, key=lambda v: -v))
streams = [sorted(values[i::7]) for i in range(7)]
merged = list(heapq.merge(*streams))
print(merged == sorted(values), merged[::400])
rev = list(heapq.merge(*[sorted(s, reverse=True) for s in streams], reverse=True))
print(rev == sorted(values, reverse=True), rev[:10])
