# Flag boundaries: STRICT (Flag's default), CONFORM, EJECT and KEEP.
from enum import Flag, IntFlag, FlagBoundary, STRICT, CONFORM, EJECT, KEEP

class Strict(Flag):
    A = 1
    B = 2

try:
    Strict(4)
except ValueError as e:
    print('ValueError', e)
try:
    Strict(7)
except ValueError as e:
    print('ValueError', e)

class Conform(Flag, boundary=CONFORM):
    A = 1
    B = 2

print(repr(Conform(7)), repr(Conform(4)), repr(Conform(5)))

class Eject(Flag, boundary=EJECT):
    A = 1
    B = 2

print(repr(Eject(7)), repr(Eject(3)), type(Eject(8)).__name__)

class Keep(Flag, boundary=KEEP):
    A = 1
    B = 2

print(repr(Keep(7)), repr(Keep(12)), str(Keep(5)), str(Keep(12)))
print(repr(STRICT), repr(KEEP), str(CONFORM), EJECT == 'eject')
print(list(FlagBoundary))
print(Strict._boundary_, Keep._boundary_)
