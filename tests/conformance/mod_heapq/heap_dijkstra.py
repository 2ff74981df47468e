# Dijkstra's shortest paths over a grid graph with heapq.
import heapq

W, H = 25, 18
def cost(x, y):
    return 1 + (x * 7 + y * 13) % 9

dist = {(0, 0): 0}
prev = {}
pq = [(0, (0, 0))]
while pq:
    d, (x, y) = heapq.heappop(pq)
    if d > dist[(x, y)]:
        continue
    for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
        if 0 <= nx < W and 0 <= ny < H:
            nd = d + cost(nx, ny)
            if nd < dist.get((nx, ny), 10 ** 9):
                dist[(nx, ny)] = nd
                prev[(nx, ny)] = (x, y)
                heapq.heappush(pq, (nd, (nx, ny)))
print(dist[(W - 1, H - 1)], len(dist))
path = [(W - 1, H - 1)]
while path[-1] != (0, 0):
    path.append(prev[path[-1]])
print(len(path), path[::5])
for y in range(0, H, 3):
    print(' '.join('%3d' % dist[(x, y)] for x in range(0, W, 3)))
