# List comprehensions are eager, generator expressions lazy: observable differences.

log = []

def value(x):
    log.append(x)
    return x

eager = [value(x) for x in range(3)]
print("after list comprehension:", log)
log.clear()
lazy = (value(x) for x in range(3))
print("after generator expression:", log)
first = next(lazy)
print("after one next():", log, first)
print(list(lazy), log)

# A generator can be consumed only once; a list any number of times
squares_list = [x * x for x in range(4)]
squares_gen = (x * x for x in range(4))
print(sum(squares_list), sum(squares_list), sum(squares_gen), sum(squares_gen))

# Exceptions: eager ones raise at creation, lazy ones at consumption
def boom(x):
    if x == 2:
        raise ValueError("boom at %d" % x)
    return x

try:
    [boom(x) for x in range(4)]
except ValueError as e:
    print("list:", e)
g = (boom(x) for x in range(4))
print("generator created fine")
print(next(g), next(g))
try:
    next(g)
except ValueError as e:
    print("generator:", e)
print(next(g, "exhausted after error"))

# Changes to the source are visible to a lazy generator
source = [1, 2, 3]
gen = (x * 10 for x in source)
source.append(4)
print(list(gen))

# Large lazy pipelines do not build intermediate lists
total = sum(x for x in range(1000000) if x % 7 == 0)
print(total)
print(any(x > 999990 for x in range(10 ** 12)))
