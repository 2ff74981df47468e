# Cyclic data structures without __del__: they work, and memory does not grow.
# Only results are printed, never anything that depends on collection timing.

class TreeNode:
    def __init__(self, value, parent=None):
        self.value = value
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)

    def path(self):
        node, parts = self, []
        while node is not None:
            parts.append(str(node.value))
            node = node.parent
        return "/".join(reversed(parts))

def build(depth, breadth):
    root = TreeNode("root")
    frontier = [root]
    for d in range(depth):
        nxt = []
        for node in frontier:
            for b in range(breadth):
                nxt.append(TreeNode("%d.%d" % (d, b), node))
        frontier = nxt
    return root, frontier

total_leaves = 0
for round_number in range(40):
    root, leaves = build(4, 3)
    total_leaves += len(leaves)
print(total_leaves, leaves[-1].path())

# Doubly linked rings
class Ring:
    def __init__(self, n):
        nodes = [{"id": i} for i in range(n)]
        for i, node in enumerate(nodes):
            node["next"] = nodes[(i + 1) % n]
            node["prev"] = nodes[i - 1]
        self.head = nodes[0]

    def walk(self, steps):
        node = self.head
        for _ in range(steps):
            node = node["next"]
        return node["id"]

acc = 0
for i in range(3000):
    acc += Ring(10).walk(i)
print(acc)

# Objects referring to their own bound methods
class Observer:
    def __init__(self):
        self.callbacks = [self.notify]
        self.seen = 0

    def notify(self):
        self.seen += 1
        return self.seen

count = 0
for _ in range(20000):
    o = Observer()
    count += o.callbacks[0]()
print(count)
