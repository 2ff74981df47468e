# Raising and lowering the recursion limit.

import sys

original = sys.getrecursionlimit()

def depth_reached():
    count = 0
    def dive():
        nonlocal count
        count += 1
        dive()
    try:
        dive()
    except RecursionError:
        pass
    return count

sys.setrecursionlimit(200)
print(sys.getrecursionlimit(), 150 < depth_reached() <= 200)

sys.setrecursionlimit(5000)
print(sys.getrecursionlimit(), 4900 < depth_reached() <= 5000)

def sum_to(n):
    return 0 if n == 0 else n + sum_to(n - 1)

print(sum_to(4000))

sys.setrecursionlimit(original)
print(sys.getrecursionlimit())
try:
    sum_to(4000)
except RecursionError as e:
    print(type(e).__name__, e)

for bad in (0, -5):
    try:
        sys.setrecursionlimit(bad)
    except ValueError as e:
        print(type(e).__name__, e)
for bad in ("100", 1.5, None):
    try:
        sys.setrecursionlimit(bad)
    except TypeError as e:
        print(type(e).__name__, e)
print(sys.getrecursionlimit())
