# defaultdict building graphs and indexes; default_factory variations.
from collections import defaultdict

edges = [('a', 'b'), ('a', 'c'), ('b', 'd'), ('c', 'd'), ('d', 'e'), ('e', 'a'), ('f', 'a')]
graph = defaultdict(list)
indeg = defaultdict(int)
for u, v in edges:
    graph[u].append(v)
    indeg[v] += 1
print(dict(graph))
print(sorted(indeg.items()), indeg['f'], len(indeg))
def reachable(start):
    seen = []
    stack = [start]
    while stack:
        node = stack.pop()
        if node not in seen:
            seen.append(node)
            stack.extend(reversed(graph[node]))
    return seen
print(reachable('a'), reachable('f'), reachable('z'))
index = defaultdict(set)
for word in 'apple apricot banana blueberry cherry cranberry avocado'.split():
    index[word[0]].add(len(word))
print(sorted((k, sorted(v)) for k, v in index.items()))
tree = lambda: defaultdict(tree)
root = tree()
root['a']['b']['c'] = 1
root['a']['d'] = 2
def plain(d):
    return {k: plain(v) if isinstance(v, defaultdict) else v for k, v in d.items()}
print(plain(root))
const = defaultdict(lambda: 'N/A', {'known': 'yes'})
print(const['known'], const['unknown'], sorted(const))
