# Aliasing, copying and mutation through different names.

a = [1, 2, 3]
b = a
c = a[:]
d = list(a)
e = a.copy()
a.append(4)
print(a, b, c, d, e, a is b, a is c, a == c + [4])

def mutate(lst):
    lst.append("mutated")

def rebind(lst):
    lst = ["rebound"]
    return lst

mutate(a)
print(a, rebind(a), a)

# Default-argument aliasing across calls
def add(item, bucket=[]):
    bucket.append(item)
    return bucket

first = add(1)
second = add(2)
print(first, second, first is second)

# Nested aliasing
row = [0, 0]
matrix = [row, row]
matrix[0][0] = 5
print(matrix)
independent = [row[:] for _ in range(2)]
independent[0][1] = 7
print(independent, row)

# A list containing itself
loop = []
loop.append(loop)
print(loop, loop[0] is loop, len(loop))

# Slice assignment mutates in place, so all aliases see it
alias = a
a[:] = [9, 9]
print(alias)

# += mutates, + creates
x = [1]
y = x
x += [2]
print(y)
x = x + [3]
print(y, x)

# Tuples holding lists: the tuple cannot change, the list can
t = ([1], [2])
t[0].append(10)
print(t)

# Dict values aliasing
shared = []
table = {"a": shared, "b": shared}
table["a"].append("x")
print(table)
table = {k: [] for k in "ab"}
table["a"].append("x")
print(table)
