# A long deterministic sequence of dict operations; prints the dict's order and size regularly.
def lcg(seed):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
        yield x >> 33
rng = lcg(12345)
d = {}
log = []
for step in range(6000):
    r = next(rng)
    op = r % 7
    k = (r >> 8) % 97
    key = k if k % 3 else 'k%d' % k
    if op in (0, 1, 2):
        d[key] = step
    elif op == 3:
        d.pop(key, None)
    elif op == 4:
        d.setdefault(key, -step)
    elif op == 5 and d:
        if (r >> 20) % 5 == 0:
            log.append(d.popitem())
    elif op == 6:
        if key in d:
            del d[key]
            d[key] = 'moved'
    if step % 250 == 0:
        print(step, len(d), list(d.items())[:8], list(d)[-5:])
print(len(log), log[:20])
print(list(d.keys()))
print(sum(v for v in d.values() if isinstance(v, int)))
