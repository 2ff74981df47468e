# Reprs of self-referencing dataclasses and dataclasses in containers.
from dataclasses import dataclass, field

@dataclass
class Node:
    value: int
    children: list = field(default_factory=list)
    parent: object = None

root = Node(1)
child = Node(2, parent=root)
root.children.append(child)
print(child.parent.value, len(root.children))
loop = Node(0)
loop.parent = loop
print(loop)
print([Node(1), Node(2)])
print({'n': Node(3)})
print((Node(4),))
