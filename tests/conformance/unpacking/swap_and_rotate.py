# Tuple assignment for swaps, rotations and simultaneous updates.

a, b = 1, 2
a, b = b, a
print(a, b)

x, y, z = "x", "y", "z"
x, y, z = z, x, y
print(x, y, z)

# Simultaneous update: the right side is fully evaluated first
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

print([fib(i) for i in range(12)])

def gcd(a, b):
    while b:
        a, b = b, a % b
    return a

print(gcd(1071, 462), gcd(17, 5))

# Swapping list elements and attributes
items = [1, 2, 3, 4, 5]
items[0], items[-1] = items[-1], items[0]
items[1], items[2], items[3] = items[3], items[1], items[2]
print(items)

class Pair:
    def __init__(self, left, right):
        self.left, self.right = left, right

p = Pair("L", "R")
p.left, p.right = p.right, p.left
print(p.left, p.right)

# A swap whose targets depend on each other: order of assignment matters
data = [0, 1, 2]
i = 0
i, data[i] = 2, "set"
print(i, data)

# Reversing a list in place with swaps
def reverse_in_place(seq):
    lo, hi = 0, len(seq) - 1
    while lo < hi:
        seq[lo], seq[hi] = seq[hi], seq[lo]
        lo, hi = lo + 1, hi - 1
    return seq

print(reverse_in_place(list("abcdef")), reverse_in_place([]), reverse_in_place([1]))

# Rotations with slicing and unpacking
ring = [1, 2, 3, 4]
first, *rest = ring
print([*rest, first], [ring[-1], *ring[:-1]])

# Bubble sort using tuple swaps
nums = [5, 1, 4, 2, 8, 0]
for end in range(len(nums) - 1, 0, -1):
    for j in range(end):
        if nums[j] > nums[j + 1]:
            nums[j], nums[j + 1] = nums[j + 1], nums[j]
print(nums)
