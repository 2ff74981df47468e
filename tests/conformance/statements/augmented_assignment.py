# Every augmented assignment operator, on names, attributes and subscripts.

n = 17
n += 3; print(n)
n -= 5; print(n)
n *= 4; print(n)
n //= 7; print(n)
n %= 5; print(n)
n **= 10; print(n)
n >>= 3; print(n)
n <<= 2; print(n)
n &= 0xF0; print(n)
n |= 0x0F; print(n)
n ^= 0xFF; print(n)
n /= 4; print(n)
f = 2.5
f **= 2; print(f)
f //= 1.5; print(f)
f %= 2; print(f)

s = "ab"
s += "cd"; print(s)
s *= 2; print(s)

class Counter:
    def __init__(self):
        self.count = 0

c = Counter()
for _ in range(5):
    c.count += 2
print(c.count)

data = {"hits": 0, "names": []}
data["hits"] += 1
data["hits"] *= 10
data["names"] += ["x"]
data["names"] += ("y",)
print(data)

grid = [[0] * 3 for _ in range(3)]
for i in range(3):
    grid[i][i] += i + 1
    grid[i][-1] -= 1
print(grid)

# In-place on a list mutates; on a tuple it rebinds
lst = [1]
alias = lst
lst += [2]
print(lst, alias, lst is alias)
tup = (1,)
alias_t = tup
tup += (2,)
print(tup, alias_t, tup is alias_t)

# The famous tuple-containing-list case: the list changes and the store fails
t = ([1],)
try:
    t[0] += [2]
except TypeError as e:
    print(type(e).__name__, e)
print(t)

# Target evaluated once
calls = 0

def index():
    global calls
    calls += 1
    return 0

arr = [10]
arr[index()] += 5
print(arr, calls)

# Errors
try:
    undefined_name += 1
except NameError as e:
    print(type(e).__name__, e)
x = None
try:
    x += 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    y = "a"
    y -= "a"
except TypeError as e:
    print(type(e).__name__, e)
