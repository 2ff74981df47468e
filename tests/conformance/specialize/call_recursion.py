# Recursion through specialized call sites: fib, Ackermann, mutual
# recursion, recursion through bound methods and through __init__, and a
# recursive function whose global name is rebound mid-recursion (the
# in-flight frames keep calling through the global).
import sys


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))


def is_even(n):
    return True if n == 0 else is_odd(n - 1)


def is_odd(n):
    return False if n == 0 else is_even(n - 1)


print([fib(k) for k in range(20)])
print(fib(22))
print([[ack(m, n) for n in range(4)] for m in range(3)], ack(2, 5), ack(3, 3))
print(is_even(500), is_odd(501), is_even(777))


class Tree:
    def __init__(self, depth):
        self.depth = depth
        self.kids = [Tree(depth - 1), Tree(depth - 1)] if depth else []

    def count(self):
        return 1 + sum(k.count() for k in self.kids)

    def height(self):
        return 0 if not self.kids else 1 + self.kids[0].height()


t = Tree(9)
print(t.count(), t.height())


# A recursive function rebound mid-recursion: inner calls see the new global.
calls = []


def countdown(n):
    calls.append(("old", n))
    if n == 0:
        return "done"
    if n == 5:
        swap()
    return countdown(n - 1)


def swap():
    global countdown
    old = countdown

    def countdown(n):
        calls.append(("new", n))
        return "new done" if n == 0 else countdown(n - 1)
    swap.old = old


print(countdown(8))
print(calls)
countdown = swap.old
calls.clear()
print(countdown(2), calls)

# Deep but bounded recursion at a warmed site: a linked list sum.
sys.setrecursionlimit(5000)


def length(node):
    return 0 if node is None else 1 + length(node[1])


chain = None
for k in range(3000):
    chain = (k, chain)
print(length(chain), length((1, None)), length(None))

# RecursionError at a warmed site is catchable and the site keeps working.
def forever(n):
    return forever(n + 1)


try:
    forever(0)
except RecursionError as e:
    print("RecursionError:", e)
print(fib(15), length(chain))
