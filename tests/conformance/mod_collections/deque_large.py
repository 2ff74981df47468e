# deque under load: thousands of operations at both ends, rotations and a sliding window.
from collections import deque

d = deque()
for i in range(3000):
    if i % 3 == 0:
        d.appendleft(i)
    else:
        d.append(i)
    if i % 7 == 0:
        d.rotate(i % 11 - 5)
    if i % 13 == 0 and d:
        d.popleft()
    if i % 17 == 0 and d:
        d.pop()
print(len(d), sum(d), d[0], d[-1], d[len(d) // 2])
print(list(d)[::150])
window = deque(maxlen=50)
averages = []
for i in range(2000):
    window.append((i * 7919) % 1009)
    if i % 100 == 99:
        averages.append(sum(window) // len(window))
print(averages)
q = deque([(0, 0)])
seen = {(0, 0)}
while q:
    x, y = q.popleft()
    for nx, ny in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
        if 0 <= nx < 30 and 0 <= ny < 30 and (nx * ny) % 7 != 3 and (nx, ny) not in seen:
            seen.add((nx, ny))
            q.append((nx, ny))
print(len(seen))
r = deque(range(1000))
r.rotate(333)
print(r[0], r[-1], r.index(0), r.count(5))
r.reverse()
print(r[0], r[1], r[-1])
