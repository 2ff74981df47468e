# A deterministic sequence of set and frozenset operations on integer sets; prints sorted states.
def lcg(seed):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
        yield x >> 33
rng = lcg(99)
sets = [set() for _ in range(4)]
for step in range(3000):
    r = next(rng)
    i = r % 4
    j = (r >> 3) % 4
    v = (r >> 8) % 60 - 10
    op = (r >> 16) % 12
    s, t = sets[i], sets[j]
    if op < 4:
        s.add(v)
    elif op == 4:
        s.discard(v)
    elif op == 5:
        sets[i] = s | t
    elif op == 6:
        sets[i] = s & t if len(s & t) > 2 else s
    elif op == 7:
        sets[i] = s ^ {v, v + 1}
    elif op == 8:
        s -= {v, v + 2, v + 4}
    elif op == 9:
        s.update(range(v, v + 3))
    elif op == 10:
        s.intersection_update(range(-10, 50))
    elif op == 11:
        sets[i] = set(frozenset(s) - frozenset(t)) if len(s) > 20 else s
    if step % 150 == 0:
        print(step, [len(x) for x in sets], sorted(sets[0])[:15], sets[1] <= sets[2], sets[3].isdisjoint(sets[0]))
for s in sets:
    print(sorted(s))
print(hash(frozenset(sets[0])) == hash(frozenset(sorted(sets[0]))))
print(sorted(set().union(*sets)), sorted(sets[0].intersection(*sets[1:])))
