# heappush/heappop/heapify/heapreplace/heappushpop keep the heap invariant.
import heapq

def is_heap(h):
    return all(not h[(i - 1) // 2] > h[i] for i in range(1, len(h)))

data = [(i * 7919) % 101 for i in range(60)]
h = []
for x in data:
    heapq.heappush(h, x)
    assert is_heap(h)
print(h)
out = [heapq.heappop(h) for _ in range(len(h))]
print(out)
print(out == sorted(data))
h = list(data)
heapq.heapify(h)
print(h, is_heap(h))
print(heapq.heapreplace(h, 500), h[:5], is_heap(h))
print(heapq.heappushpop(h, -1), h[:5])
print(heapq.heappushpop(h, 50), h[:5], is_heap(h))
print(heapq.heappushpop([], 3))
for bad in (lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1)):
    try:
        bad()
    except IndexError as e:
        print('IndexError', e)
for bad in (lambda: heapq.heappush((), 1), lambda: heapq.heapify('abc'),
            lambda: heapq.heappop(None)):
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
words = 'the quick brown fox jumps over the lazy dog'.split()
heapq.heapify(words)
print([heapq.heappop(words) for _ in range(len(words))])
tuples = [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'z'), (0, 'q')]
heapq.heapify(tuples)
print(tuples)
print([heapq.heappop(tuples) for _ in range(5)])
for n in range(12):
    h = list(range(n, 0, -1))
    heapq.heapify(h)
    print(n, h)
