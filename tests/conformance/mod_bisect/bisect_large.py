# bisect over thousands of keys: agreement with a linear scan.
import bisect

keys = sorted((i * 7919) % 5003 for i in range(3000))
probes = [(j * 104729) % 5100 - 50 for j in range(400)]
mismatch = 0
for p in probes[:50]:
    left = bisect.bisect_left(keys, p)
    right = bisect.bisect_right(keys, p)
    if left != sum(1 for k in keys if k < p) or right != sum(1 for k in keys if k <= p):
        mismatch += 1
print('mismatches', mismatch)
print([bisect.bisect_left(keys, p) for p in probes[:40]])
print([bisect.bisect_right(keys, p, 100, 2000) for p in probes[:40]])
pairs = [(k, -k) for k in keys]
print([bisect.bisect_left(pairs, p, key=lambda t: t[0]) for p in probes[40:80]])
out = []
for v in probes:
    bisect.insort(out, v)
print(out == sorted(probes), out[:25], out[-5:])
