# Flag members combine with |, & and ^, and decompose when iterated.
from enum import Flag, auto

class Perm(Flag):
    R = 4
    W = 2
    X = 1

rw = Perm.R | Perm.W
print(rw, repr(rw))
print(Perm.R & Perm.W, repr(Perm.R & Perm.W))
print(repr(rw ^ Perm.W), repr(rw ^ Perm.X))
print(list(rw), len(rw), len(Perm.X), len(Perm(0)))
print(Perm.R in rw, Perm.X in rw, Perm(0) in rw)
print(bool(Perm(0)), bool(Perm.R))
print(Perm(6), Perm(7), repr(Perm(7)))
print(Perm(0), repr(Perm(0)))
print(list(Perm))
print(repr(~Perm.R), repr(~rw), repr(~Perm(7)), repr(~Perm(0)))
print(rw.name, rw.value, Perm(0).name)
print(Perm(6) is rw)
print(Perm, repr(Perm))
print(f'{rw}', format(Perm.X))

class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE

print([m.value for m in Color])
print(Color.WHITE, repr(Color.WHITE), list(Color.WHITE))
print(repr(Color.RED | Color.GREEN | Color.BLUE))
print(list(Color.__members__))
print(repr(Color(3)), repr(~Color.RED))
try:
    1 in Perm.R
except TypeError as e:
    print('TypeError', e)
try:
    Perm.R | 1
except TypeError as e:
    print('TypeError', e)
