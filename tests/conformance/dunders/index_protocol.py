# __index__: objects usable wherever an integer index is required.

class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        print("  __index__ ->", self.v)
        return self.v

data = [10, 20, 30, 40, 50]
print(data[Idx(1)], data[Idx(-1)])
print(data[Idx(1):Idx(4)], data[::Idx(2)])
print("abcdef"[Idx(2)], (1, 2, 3)[Idx(0)])
print(list(range(Idx(3))), range(Idx(1), Idx(10), Idx(4)))
print("ab" * Idx(3), [0] * Idx(2))
data[Idx(0)] = 99
del data[Idx(1)]
print(data)
print(int(Idx(7)), float(Idx(8)))
print(slice(Idx(1), Idx(3)).indices(10))
print(chr(Idx(65)))

# __index__ must return an int
class BadIndex:
    def __index__(self):
        return 1.5

try:
    [1, 2][BadIndex()]
except TypeError as e:
    print(type(e).__name__, e)

# Objects without __index__ cannot be indices, even with __int__
class OnlyInt:
    def __int__(self):
        return 1

try:
    [1, 2][OnlyInt()]
except TypeError as e:
    print(type(e).__name__, e)
try:
    range(OnlyInt())
except TypeError as e:
    print(type(e).__name__, e)
print(int(OnlyInt()))

# bool and int subclasses are valid indices
print(data[True], data[False])

class MyInt(int):
    pass

print(data[MyInt(1)])

# Huge index values
try:
    data[2 ** 100]
except IndexError as e:
    print(type(e).__name__, e)
print(data[-(2 ** 100):2 ** 100])

class Huge:
    def __index__(self):
        return 2 ** 100

try:
    data[Huge()]
except IndexError as e:
    print(type(e).__name__, e)
try:
    "x" * Huge()
except OverflowError as e:
    print(type(e).__name__, e)
