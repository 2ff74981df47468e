# Recursion through built-in code paths (repr, ==, str) raises RecursionError
# instead of crashing.

def nest(levels, make):
    value = []
    for _ in range(levels):
        value = make(value)
    return value

deep_list = nest(100000, lambda v: [v])
try:
    repr(deep_list)
except RecursionError as e:
    print("repr:", type(e).__name__, e)

deep_a = nest(100000, lambda v: [v])
deep_b = nest(100000, lambda v: [v])
try:
    deep_a == deep_b
except RecursionError as e:
    print("eq:", type(e).__name__, e)

deep_dict = nest(100000, lambda v: {"k": v})
try:
    str(deep_dict)
except RecursionError as e:
    print("dict str:", type(e).__name__, e)

class Node:
    def __init__(self, child):
        self.child = child

    def __repr__(self):
        return "Node(%r)" % (self.child,)

node = None
for _ in range(5000):
    node = Node(node)
try:
    repr(node)
except RecursionError as e:
    print("user repr:", type(e).__name__, e)

# Shallow structures are fine
print(repr(nest(5, lambda v: [v])), nest(3, lambda v: (v,)) == nest(3, lambda v: (v,)))
print("still running")
