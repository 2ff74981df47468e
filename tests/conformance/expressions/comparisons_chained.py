# Chained comparisons evaluate each middle operand once and short-circuit.

log = []

def v(x):
    log.append(x)
    return x

print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1, 1 == 1 == 1, 1 == 1 != 2)
print(1 < 2 > 0, 5 >= 5 <= 5, 1 < 2 < 3 < 4 < 5 < 4)

log.clear()
print(v(1) < v(2) < v(3), log)
log.clear()
print(v(3) < v(2) < v(1), log)
log.clear()
print(v(1) < v(5) > v(3) == v(3), log)

x = 5
print(0 < x <= 10, 0 < x < 5, x in [1, 5] in [[1, 5]])
print(1 in [1] == True)
print((1 in [1]) == True)
print(x is x if False else "skip")

# is / is not with singletons and containers
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c)
print(None is None, None is not None)
print(type(None) is type(None))

# Comparisons across numeric types
print(1 == 1.0, 1 == True, 0 == False, 2 == True)
print(1 < 1.5 < 2, -1 < False, True > 0.5)
print(10 ** 20 < 10 ** 20 + 1, 10 ** 20 == float(10 ** 20))
print(2 ** 53 + 1 == float(2 ** 53 + 1))

# Sequence comparisons are lexicographic
print([1, 2, 3] < [1, 2, 4], [1, 2] < [1, 2, 0], (1, 2) > (1,), [] < [0])
print("abc" < "abd", "Z" < "a", "" < "a", "abc" < "ab")
print((1, "b") < (1, "c"), (2,) > (1, "z"))

# Comparing different types for equality is allowed, ordering is not
print([1] == (1,), "1" == 1, None == 0)
try:
    print(1 < "2")
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([1] < (1,))
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(None > None)
except TypeError as e:
    print(type(e).__name__, e)
