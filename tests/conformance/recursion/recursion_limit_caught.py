# Unbounded recursion raises RecursionError near sys.getrecursionlimit().

import sys

print(sys.getrecursionlimit())

depth = 0

def dive():
    global depth
    depth += 1
    dive()

try:
    dive()
except RecursionError as e:
    print(type(e).__name__, e)
    # The exact depth depends on how many frames were already active.
    print(sys.getrecursionlimit() - 50 < depth <= sys.getrecursionlimit())

# The interpreter is fully usable afterwards
def count(n):
    return 0 if n == 0 else 1 + count(n - 1)

print(count(500))

# RecursionError is a RuntimeError
print(issubclass(RecursionError, RuntimeError))
try:
    dive()
except RuntimeError as e:
    print("caught as RuntimeError:", type(e).__name__)

# Mutual recursion hits the same limit
def ping(n):
    return pong(n + 1)

def pong(n):
    return ping(n + 1)

try:
    ping(0)
except RecursionError as e:
    print("mutual:", e)

# Recursion inside a method and a lambda
class Walker:
    def walk(self, n):
        return self.walk(n + 1)

try:
    Walker().walk(0)
except RecursionError as e:
    print("method:", e)

fact = lambda n: n * fact(n - 1)
try:
    fact(5)
except RecursionError as e:
    print("lambda:", e)
