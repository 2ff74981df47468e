# A binary search tree with insert, delete, traversal, and range queries.

class BST:
    class _Node:
        __slots__ = ("key", "value", "left", "right")

        def __init__(self, key, value):
            self.key, self.value, self.left, self.right = key, value, None, None

    def __init__(self):
        self.root = None
        self.count = 0

    def __setitem__(self, key, value):
        def insert(node):
            if node is None:
                self.count += 1
                return BST._Node(key, value)
            if key < node.key:
                node.left = insert(node.left)
            elif key > node.key:
                node.right = insert(node.right)
            else:
                node.value = value
            return node
        self.root = insert(self.root)

    def __getitem__(self, key):
        node = self.root
        while node:
            if key == node.key:
                return node.value
            node = node.left if key < node.key else node.right
        raise KeyError(key)

    def __delitem__(self, key):
        def remove(node, key):
            if node is None:
                raise KeyError(key)
            if key < node.key:
                node.left = remove(node.left, key)
            elif key > node.key:
                node.right = remove(node.right, key)
            else:
                if node.left is None:
                    return node.right
                if node.right is None:
                    return node.left
                successor = node.right
                while successor.left:
                    successor = successor.left
                node.key, node.value = successor.key, successor.value
                node.right = remove(node.right, successor.key)
                return node
            return node
        self.root = remove(self.root, key)
        self.count -= 1

    def __len__(self):
        return self.count

    def __iter__(self):
        stack, node = [], self.root
        while stack or node:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            yield node.key
            node = node.right

    def items_between(self, lo, hi):
        def walk(node):
            if node is None:
                return
            if lo < node.key:
                yield from walk(node.left)
            if lo <= node.key <= hi:
                yield node.key, node.value
            if node.key < hi:
                yield from walk(node.right)
        return list(walk(self.root))

    def height(self):
        def h(node):
            return 0 if node is None else 1 + max(h(node.left), h(node.right))
        return h(self.root)

tree = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    tree[k] = "v%d" % k
print(list(tree), len(tree), tree.height(), tree[45])
print(tree.items_between(33, 62))
tree[45] = "updated"
del tree[30]
del tree[50]
del tree[20]
print(list(tree), len(tree), tree[45], tree.height())
for bad in (30, 999):
    try:
        tree[bad]
    except KeyError as e:
        print("get", type(e).__name__, e)
try:
    del tree[12345]
except KeyError as e:
    print("del", type(e).__name__, e)

words = BST()
for w in "the quick brown fox jumps over the lazy dog".split():
    try:
        words[w] = words[w] + 1
    except KeyError:
        words[w] = 1
print(list(words), words["the"], len(words))
