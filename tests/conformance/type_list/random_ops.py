# A deterministic sequence of list mutations (insert, pop, slices, sort, reverse); prints states.
def lcg(seed):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
        yield x >> 33
rng = lcg(7)
L = []
for step in range(4000):
    r = next(rng)
    op = r % 11
    n = len(L)
    a = (r >> 5) % (n + 5) - 2
    b = (r >> 12) % (n + 5) - 2
    st = [1, 2, -1, 3, -2][(r >> 20) % 5]
    if op < 3:
        L.insert(a, step % 100)
    elif op == 3 and L:
        L.pop(a % n)
    elif op == 4:
        L[a:b] = [step % 7] * ((r >> 24) % 4)
    elif op == 5:
        del L[a:b:st]
    elif op == 6:
        k = len(L[a:b:st])
        L[a:b:st] = range(k)
    elif op == 7 and step % 13 == 0:
        L.sort()
    elif op == 8 and step % 7 == 0:
        L.reverse()
    elif op == 9:
        L.extend(L[a:b])
        del L[60:]
    elif op == 10:
        L += [step % 11]
    if step % 200 == 0:
        print(step, len(L), L[:20], L.count(0), L.index(L[0]) if L else None)
print(L)
print(sorted(L, reverse=True)[:30], sorted(L, key=lambda x: (x % 3, -x))[:30])
