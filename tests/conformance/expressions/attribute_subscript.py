# Attribute access and subscription in expressions and as targets.

class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def __repr__(self):
        return "Node(%r)" % (self.value,)

tree = Node(1, [Node(2, [Node(4)]), Node(3)])
print(tree.children[0].children[0].value)
print(tree.children[-1], tree.children[0].children)
tree.children[1].value += 10
print(tree.children[1].value)
tree.children[0].children[0].children.append(Node(8))
print(tree.children[0].children[0].children)

config = {"db": {"hosts": ["a", "b"], "port": 5432}, "debug": False}
print(config["db"]["hosts"][1], config["db"]["port"] + 1)
config["db"]["hosts"].append("c")
config["db"]["port"] //= 2
config["new"] = config.get("missing", "fallback")
print(config)

# attribute of a literal
print((5).bit_length(), 5 .bit_length(), "x".upper(), [3, 1, 2].index(1))
print(1.5.is_integer(), (1).__class__.__name__, "ab".__len__())

# getattr on methods returns bound methods that can be called later
upper = "shout".upper
print(upper())
append = config["db"]["hosts"].append
append("d")
print(config["db"]["hosts"])

# Subscripts with tuples as keys
grid = {}
grid[0, 1] = "a"
grid[(2, 3)] = "b"
print(grid, grid[0, 1], grid[2, 3])

# Subscripting a class that defines __getitem__ with a tuple and slices
class Probe:
    def __getitem__(self, key):
        return key

p = Probe()
print(p[1], p[1, 2], p[1:2], p[::3], p[1:2, 3], p[...], p[:, None])
print(p["a":"b":"c"])

try:
    tree.missing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    (1).real = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    number = 5
    number[0]
except TypeError as e:
    print(type(e).__name__, e)
try:
    "abc"[1] = "x"
except TypeError as e:
    print(type(e).__name__, e)
