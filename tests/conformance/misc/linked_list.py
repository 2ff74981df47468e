# A doubly linked list class with the sequence protocol.

class Node:
    __slots__ = ("value", "prev", "next")

    def __init__(self, value):
        self.value, self.prev, self.next = value, None, None

class LinkedList:
    def __init__(self, items=()):
        self.head = self.tail = None
        self.size = 0
        for item in items:
            self.append(item)

    def append(self, value):
        node = Node(value)
        if self.tail is None:
            self.head = self.tail = node
        else:
            node.prev, self.tail.next = self.tail, node
            self.tail = node
        self.size += 1

    def appendleft(self, value):
        node = Node(value)
        if self.head is None:
            self.head = self.tail = node
        else:
            node.next, self.head.prev = self.head, node
            self.head = node
        self.size += 1

    def _node_at(self, index):
        if index < 0:
            index += self.size
        if not 0 <= index < self.size:
            raise IndexError("LinkedList index out of range")
        if index < self.size // 2:
            node = self.head
            for _ in range(index):
                node = node.next
        else:
            node = self.tail
            for _ in range(self.size - 1 - index):
                node = node.prev
        return node

    def __getitem__(self, index):
        return self._node_at(index).value

    def __setitem__(self, index, value):
        self._node_at(index).value = value

    def __delitem__(self, index):
        node = self._node_at(index)
        if node.prev:
            node.prev.next = node.next
        else:
            self.head = node.next
        if node.next:
            node.next.prev = node.prev
        else:
            self.tail = node.prev
        self.size -= 1

    def __len__(self):
        return self.size

    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next

    def __reversed__(self):
        node = self.tail
        while node:
            yield node.value
            node = node.prev

    def __contains__(self, value):
        return any(v == value for v in self)

    def __eq__(self, other):
        return isinstance(other, LinkedList) and list(self) == list(other)

    def __repr__(self):
        return "LinkedList([%s])" % ", ".join(repr(v) for v in self)

    def reverse(self):
        node = self.head
        self.head, self.tail = self.tail, self.head
        while node:
            node.prev, node.next = node.next, node.prev
            node = node.prev

ll = LinkedList(range(5))
ll.appendleft(-1)
ll.append(5)
print(ll, len(ll), ll[0], ll[-1], ll[3])
ll[3] = "three"
del ll[0]
del ll[-1]
del ll[2]
print(ll, len(ll), 4 in ll, "three" in ll, list(reversed(ll)))
ll.reverse()
print(ll, ll == LinkedList([4, 3, 1, 0]), ll == [4, 3, 1, 0])
for bad in (10, -10):
    try:
        ll[bad]
    except IndexError as e:
        print(type(e).__name__, e)
empty = LinkedList()
print(empty, len(empty), list(empty), bool(empty), bool(ll))
print(sorted(ll), sum(ll), max(ll), [x * 2 for x in ll])
a, b, *rest = ll
print(a, b, rest)
