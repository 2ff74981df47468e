# Recursive generators for tree traversal and combinatorics.

class Node:
    def __init__(self, value, *children):
        self.value = value
        self.children = children

tree = Node("a", Node("b", Node("d"), Node("e", Node("h"))), Node("c", Node("f"), Node("g")))

def preorder(node):
    yield node.value
    for child in node.children:
        yield from preorder(child)

def postorder(node):
    for child in node.children:
        yield from postorder(child)
    yield node.value

def paths(node, prefix=()):
    here = prefix + (node.value,)
    if not node.children:
        yield "/".join(here)
    for child in node.children:
        yield from paths(child, here)

def depth_of(node, target, depth=0):
    if node.value == target:
        yield depth
    for child in node.children:
        yield from depth_of(child, target, depth + 1)

print(list(preorder(tree)))
print(list(postorder(tree)))
print(list(paths(tree)))
print(next(depth_of(tree, "h")), list(depth_of(tree, "zz")))

def combinations(items, k):
    if k == 0:
        yield ()
        return
    for i in range(len(items)):
        for rest in combinations(items[i + 1:], k - 1):
            yield (items[i],) + rest

print(list(combinations("abcd", 2)))
print(sum(1 for _ in combinations(range(10), 4)))

def permutations(items):
    if not items:
        yield []
    for i in range(len(items)):
        for rest in permutations(items[:i] + items[i + 1:]):
            yield [items[i]] + rest

print(["".join(p) for p in permutations("abc")])

def partitions(n, largest=None):
    if largest is None:
        largest = n
    if n == 0:
        yield []
        return
    for first in range(min(n, largest), 0, -1):
        for rest in partitions(n - first, first):
            yield [first] + rest

print(list(partitions(5)))
print(len(list(partitions(15))))

def hanoi(n, a="A", b="B", c="C"):
    if n:
        yield from hanoi(n - 1, a, c, b)
        yield a, c
        yield from hanoi(n - 1, b, a, c)

print(list(hanoi(3)))
