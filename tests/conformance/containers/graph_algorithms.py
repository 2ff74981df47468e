# Graph algorithms on dict-of-list adjacency: BFS, DFS, topological sort, Dijkstra.

edges = [("a", "b", 4), ("a", "c", 2), ("b", "c", 5), ("b", "d", 10), ("c", "e", 3),
         ("e", "d", 4), ("d", "f", 11), ("e", "f", 20)]
graph = {}
for u, v, w in edges:
    graph.setdefault(u, []).append((v, w))
    graph.setdefault(v, [])
print(sorted(graph))

def bfs(start):
    order, seen, queue = [], {start}, [start]
    while queue:
        node = queue.pop(0)
        order.append(node)
        for nxt, _ in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return order

def dfs(start, seen=None):
    seen = set() if seen is None else seen
    seen.add(start)
    order = [start]
    for nxt, _ in graph[start]:
        if nxt not in seen:
            order.extend(dfs(nxt, seen))
    return order

print(bfs("a"), dfs("a"))

def topo_sort():
    indegree = {n: 0 for n in graph}
    for n in graph:
        for m, _ in graph[n]:
            indegree[m] += 1
    ready = sorted(n for n, d in indegree.items() if d == 0)
    order = []
    while ready:
        n = ready.pop(0)
        order.append(n)
        for m, _ in graph[n]:
            indegree[m] -= 1
            if indegree[m] == 0:
                ready.append(m)
                ready.sort()
    return order

print(topo_sort())

def dijkstra(source):
    dist = {source: 0}
    prev = {}
    done = set()
    while len(done) < len(dist):
        node = min((d, n) for n, d in dist.items() if n not in done)[1]
        done.add(node)
        for nxt, w in graph[node]:
            nd = dist[node] + w
            if nxt not in dist or nd < dist[nxt]:
                dist[nxt] = nd
                prev[nxt] = node
    return dist, prev

dist, prev = dijkstra("a")
print(sorted(dist.items()))

def path_to(target):
    path = [target]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    return path[::-1]

print(path_to("f"), path_to("d"), path_to("a"))

# Connected components of an undirected graph using sets
pairs = [(1, 2), (2, 3), (4, 5), (6, 6), (7, 8), (8, 9), (9, 7)]
adj = {}
for x, y in pairs:
    adj.setdefault(x, set()).add(y)
    adj.setdefault(y, set()).add(x)
seen = set()
components = []
for node in sorted(adj):
    if node in seen:
        continue
    stack, comp = [node], []
    seen.add(node)
    while stack:
        n = stack.pop()
        comp.append(n)
        for m in adj[n]:
            if m not in seen:
                seen.add(m)
                stack.append(m)
    components.append(sorted(comp))
print(components)
