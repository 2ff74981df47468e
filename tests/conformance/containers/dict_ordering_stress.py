# Insertion order survives many insertions, deletions and resizes.

d = {}
for i in range(1000):
    d[i * 7 % 1000] = i
for i in range(0, 1000, 3):
    del d[i]
for i in range(0, 1000, 9):
    d[i] = -i
keys = list(d)
print(len(d), keys[:10], keys[-10:])
print(sum(d.values()), min(d), max(d), list(d.values())[:5])

# Interleaved insert/delete keeps the relative order of survivors
order = {}
for step in range(200):
    order["k%d" % step] = step
    if step % 4 == 3:
        del order["k%d" % (step - 2)]
print(len(order), list(order)[:8], list(order)[-4:])

# Emptying a dict completely and refilling it
big = {i: i for i in range(500)}
for i in range(500):
    del big[i]
print(len(big), big)
for i in range(5, 0, -1):
    big[i] = str(i)
print(big)

# String keys (hash-randomised) still iterate in insertion order
words = ["pear", "apple", "fig", "kiwi", "banana", "cherry", "date", "elderberry"]
wd = {}
for w in words:
    wd[w] = len(w)
del wd["fig"]
wd["fig"] = 3
print(list(wd), list(wd.items())[:2])

# Sets of small ints iterate by hash slot, which for ints is the value modulo the table size
s = set()
for v in (5, 3, 17, 1, 8):
    s.add(v)
print(sorted(s), len(s))
