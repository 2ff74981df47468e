# Recursion well below the limit works, including through generators and methods.

import sys

def depth_sum(n):
    if n == 0:
        return 0
    return n + depth_sum(n - 1)

print(depth_sum(900))

def tree(depth):
    return None if depth == 0 else [tree(depth - 1)]

def measure(node):
    return 0 if node is None else 1 + measure(node[0])

t = tree(800)
print(measure(t))

def nested_gen(n):
    if n > 0:
        yield from nested_gen(n - 1)
    yield n

print(sum(nested_gen(400)))

class Node:
    def __init__(self, child=None):
        self.child = child

    def length(self):
        return 1 + (self.child.length() if self.child else 0)

chain = None
for _ in range(700):
    chain = Node(chain)
print(chain.length())

# Deep recursion with a raised limit
sys.setrecursionlimit(20000)
print(depth_sum(15000))
