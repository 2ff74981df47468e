# IntFlag: flags that are ints, combine with ints and keep unknown bits.
from enum import IntFlag, auto

class Perm(IntFlag):
    R = 4
    W = 2
    X = 1

print(Perm.R | Perm.W, repr(Perm.R | Perm.W))
print(repr(Perm.R | 8), repr(Perm(9)), repr(Perm(0)))
print(Perm.R + 1, Perm.R * 2, Perm.R == 4, Perm.W < 3)
print(repr(~Perm.R), repr(~Perm(0)), repr(Perm(-1)))
print(repr(Perm.R & 6), repr(6 & Perm.R), repr(1 | Perm.R))
print(str(Perm.R | Perm.X), format(Perm.R | Perm.X), f'{Perm.W:b}')
print(isinstance(Perm.R, int), int(Perm.R | Perm.W))
print(list(Perm(7)), len(Perm(7)))
print(Perm.R in Perm(6), Perm.X in Perm(6))
print(hash(Perm.R) == hash(4))

class Opt(IntFlag):
    VERBOSE = auto()
    DEBUG = auto()
    TRACE = auto()

print(list(Opt), [o.value for o in Opt])
combined = Opt.VERBOSE | Opt.TRACE
print(repr(combined), combined.name, combined.value)
print(sorted([Opt.TRACE, Opt.VERBOSE, 3]))
