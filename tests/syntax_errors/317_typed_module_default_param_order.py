from typing import Optional


class Node:
    def __init__(self, value: int, next: Optional["Node"] = None):
        self.value = value
        self.next = next


def build(values: list[int], head: Optional[Node] = None, reverse: bool):
    for v in values:
        head = Node(v, head)
    return head
