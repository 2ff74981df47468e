# RecursionError raised through methods, properties, generators and __getattr__.

import sys

class Loop:
    @property
    def forever(self):
        return self.forever

    def __getattr__(self, name):
        return getattr(self, "x" + name)

try:
    Loop().forever
except RecursionError as e:
    print("property:", type(e).__name__)

try:
    Loop().missing
except RecursionError as e:
    print("__getattr__:", type(e).__name__)

def deep_gen(n):
    yield from deep_gen(n + 1)

try:
    next(deep_gen(0))
except RecursionError as e:
    print("generator:", type(e).__name__, e)

class Node:
    def __init__(self, nxt):
        self.nxt = nxt

    def __eq__(self, other):
        return self.nxt == other.nxt

    __hash__ = object.__hash__

a = Node(None)
b = Node(a)
a.nxt = b
try:
    a == Node(b)
except RecursionError as e:
    print("__eq__ cycle:", type(e).__name__)

# The limit applies again after recovery, repeatedly
for attempt in range(3):
    try:
        Loop().forever
    except RecursionError:
        print("attempt", attempt, "recovered")

print(sys.getrecursionlimit())
