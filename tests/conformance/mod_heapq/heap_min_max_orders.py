# Heaps in both orders: push/pop/heapify/replace/pushpop on the min-heap API and
# merge(reverse=True)/nlargest, which use the max-heap order, checked against sorting.
import heapq
class R:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
seed = 12345
def rnd():
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % 100
for trial in range(60):
    data = [rnd() for _ in range(trial)]
    h = []
    for x in data: heapq.heappush(h, x)
    out = [heapq.heappop(h) for _ in range(len(h))]
    print(out == sorted(data), end=' ')
    h = list(data); heapq.heapify(h); print(h[:5], end=' ')
    if h: print(heapq.heapreplace(h, 50), heapq.heappushpop(h, 20), h[:4])
    a = sorted(data[:trial//2]); b = sorted(data[trial//2:])
    print(list(heapq.merge(a, b)) == sorted(data), list(heapq.merge(a[::-1], b[::-1], reverse=True)) == sorted(data, reverse=True))
    print([r.v for r in heapq.merge(sorted(map(R, data[:5]), key=lambda r: r.v), [R(3)], key=lambda r: -r.v if False else r.v)])
    print(heapq.nlargest(3, data), heapq.nsmallest(4, data, key=lambda v: -v))
print(list(heapq.merge([5,3,1],[4,2],[6,0], reverse=True)))
print(list(heapq.merge(['b','a'],['c','a'], key=str.upper, reverse=True)))
