# Allocate and release large structures repeatedly; memory is reused, results are exact.

def build(n):
    return [i * i for i in range(n)]

checksum = 0
for round_number in range(30):
    data = build(100000)
    checksum += data[-1] % 1000003
    data = None
print("checksum", checksum)

# Large strings built and discarded
total_len = 0
for i in range(50):
    s = "x" * (1 << 16) + str(i)
    total_len += len(s)
    s = None
print("total string length", total_len)

# Dicts that grow and shrink
d = {}
for i in range(200000):
    d[i] = i
for i in range(199990):
    del d[i]
print(len(d), sorted(d)[:3])
d.clear()
for i in range(10):
    d[str(i)] = i
print(len(d))

# Big integers created and dropped
acc = 0
for i in range(200):
    big = 7 ** (1000 + i)
    acc = (acc + big) % (10 ** 9 + 7)
print("bigint accumulator", acc)

# Nested structures freed in one go
tree = None
for depth in range(2000):
    tree = [tree, depth]
length = 0
node = tree
while node is not None:
    length += 1
    node = node[0]
print("chain length", length)
tree = None
print("done")
