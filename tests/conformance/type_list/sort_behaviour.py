# list.sort/sorted: stability with key and reverse, exceptions mid-sort, mutation during sort.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

# Deterministic pseudo-random data without the random module.
def lcg(n, seed, mod):
    out = []
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2**31
        out.append(x % mod)
    return out

for n in [0, 1, 2, 3, 5, 17, 64, 65, 200, 1000]:
    data = lcg(n, n + 7, 10)
    pairs = [(v, i) for i, v in enumerate(data)]
    by_key = sorted(pairs, key=lambda p: p[0])
    by_key_rev = sorted(pairs, key=lambda p: p[0], reverse=True)
    print(n, by_key == sorted(pairs), [p[1] for p in by_key][:30], [p[1] for p in by_key_rev][:30])
    print(n, sorted(data, reverse=True)[:20], sorted(data, key=lambda v: -v)[:20])

class Bad:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if self.v == 13 or other.v == 13:
            raise ValueError('cannot compare 13')
        return self.v < other.v
    def __repr__(self):
        return 'B%d' % self.v

for n in [5, 20, 70, 300]:
    vals = lcg(n, 3, 50)
    if 13 not in vals:
        vals[len(vals) // 2] = 13
    L = [Bad(v) for v in vals]
    try:
        L.sort()
    except ValueError as e:
        print('sort error', n, e)
    print(n, sorted(b.v for b in L) == sorted(vals), len(L), L[:12])

def key_fails(x):
    if x == 4:
        raise KeyError(x)
    return -x
for data in [[5, 4, 3], [1, 2, 3, 4, 5, 6], list(range(10, 0, -1))]:
    L = list(data)
    try:
        L.sort(key=key_fails)
    except KeyError as e:
        print('key error', repr(e))
    print(L)

def mutate():
    L = [3, 2, 1]
    def k(x):
        L.append(x)
        return x
    L.sort(key=k)
    return L
show(1, mutate)
def mutate2():
    L = [3, 2, 1, 5, 4]
    def k(x):
        L.clear()
        return x
    L.sort(key=k)
    return L
show(2, mutate2)
def mutate3():
    L = [Bad(3), Bad(1), Bad(2)]
    class M:
        def __init__(self, v):
            self.v = v
        def __lt__(self, other):
            L.append(0)
            return self.v < other.v
    L2 = [M(3), M(1), M(2)]
    L = L2
    L.sort()
    return [m.v for m in L[:3]], len(L)
show(3, mutate3)
def see_empty():
    L = [3, 2, 1]
    seen = []
    def k(x):
        seen.append(len(L))
        return x
    L.sort(key=k)
    return seen, L
show(4, see_empty)
show(5, lambda: sorted([1, 'a']))
show(6, lambda: sorted(['a', 1]))
show(7, lambda: sorted([1, None, 2]))
show(8, lambda: sorted([[2, 1], [1, 'a'], [1, 2]]))
show(9, lambda: sorted([[1, 'a'], [1, 2]]))
show(10, lambda: sorted([(1, 2), (1,), (0, 5, 5), ()]))
show(11, lambda: sorted([3, 1, 2], key=lambda x: x, reverse=True))
show(12, lambda: sorted('hello world'))
show(13, lambda: sorted({3: 'a', 1: 'b'}))
show(14, lambda: sorted([1.5, 1, True, 0, False, -0.0, 0.0]))
show(15, lambda: sorted([float('nan'), 1, 0]) [1:])
show(16, lambda: sorted([{1}, {1, 2}, {0}]))
show(17, lambda: sorted(['b', 'A', 'a', 'B'], key=str.lower))
show(18, lambda: sorted([3, 1, 2], key=1))
show(19, lambda: [3, 1].sort(cmp=None))
show(20, lambda: sorted([1, 2], lambda x: x))
big = lcg(5000, 1, 1000)
s = sorted(big)
print(all(s[i] <= s[i + 1] for i in range(len(s) - 1)), s[:10], s[-10:])
runs = list(range(100)) + list(range(50)) + list(range(100, 0, -1))
print(sorted(runs)[::37])
strs = ['%03d' % v for v in lcg(300, 9, 500)]
print(sorted(strs)[:15], sorted(strs, reverse=True)[:5])
