# __index__ consumers: indexing, slicing, range, bin/hex/oct, repetition,
# int(), and what non-__index__ numbers are rejected with.

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, ValueError, OverflowError, IndexError) as e:
        print(label, "->", type(e).__name__, e)

class Idx:
    def __init__(self, v): self.v = v
    def __index__(self):
        return self.v

two = Idx(2)
data = list(range(10))
print(data[two], data[Idx(-1)], "abcdef"[two], (1, 2, 3)[Idx(0)])
print(data[two:Idx(5)], data[::Idx(3)], "abcdef"[Idx(1):Idx(-1):two])
print(range(Idx(3)), list(range(Idx(1), Idx(7), two)), range(10)[two])
print(bin(Idx(5)), hex(Idx(255)), oct(Idx(8)), int(Idx(7)), float(Idx(3)) if False else "skip")
print([0] * Idx(3), "ab" * Idx(2), Idx(2) * "xy", (1,) * two)
print(round(3.14159, Idx(2)), "abc".center(Idx(7), "*"), chr(Idx(65)))
print(slice(two, Idx(4)).indices(Idx(10)), divmod(7, 2))
lst = [1, 2, 3, 4]
lst[two] = "set"
del lst[Idx(0)]
lst[Idx(0):two] = ["slice"]
print(lst, lst.pop(Idx(0)), lst.index(4, Idx(0)), lst.insert(Idx(0), "ins"), lst)

# Bad __index__ results
for value in ("3", 2.0, None, 2**100):
    attempt("index returns " + repr(value), lambda: data[Idx(value)])
attempt("range with float-index", lambda: range(Idx(1.5)))
attempt("bin with str-index", lambda: bin(Idx("x")))
attempt("repeat huge", lambda: [0] * Idx(2**70))

# Objects without __index__
class NoIndex:
    def __int__(self): return 2
attempt("list[NoIndex]", lambda: data[NoIndex()])
attempt("list[1.0]", lambda: data[1.0])
text, tup = "abc", (1,)
attempt("str[None]", lambda: text[None])
attempt("tuple['a']", lambda: tup["a"])
attempt("slice with float", lambda: data[1.5:])
attempt("range(NoIndex)", lambda: range(NoIndex()))
attempt("bin(1.5)", lambda: bin(1.5))
attempt("'a' * 1.5", lambda: "a" * 1.5)
attempt("[0] * NoIndex", lambda: [0] * NoIndex())
attempt("chr(NoIndex)", lambda: chr(NoIndex()))
attempt("int(NoIndex)", lambda: int(NoIndex()))

# bool is an int subclass and works as an index
print(data[True], "ab"[False], range(10)[True:])

# __index__ on an int subclass is ignored by indexing (the int value is used)
class WeirdInt(int):
    def __index__(self): return 0
print(data[WeirdInt(5)], bin(WeirdInt(5)), range(WeirdInt(3)))

# operator-like access to __index__ through the method itself
print((5).__index__(), True.__index__(), Idx(9).__index__())
