# The functional API: Enum('Name', names).
from enum import Enum, IntEnum, StrEnum

Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), Animal.__name__, Animal.__module__)
print(Animal.BEE.value)
Colors = Enum('Colors', 'RED, GREEN, BLUE')
print(list(Colors))
Pets = Enum('Pets', ['DOG', 'FISH'])
print(list(Pets))
Sizes = Enum('Sizes', [('S', 's'), ('M', 'm')])
print(list(Sizes))
Levels = Enum('Levels', {'LOW': 1, 'HIGH': 9})
print(list(Levels))
Numbers = IntEnum('Numbers', 'ONE TWO', start=10)
print(list(Numbers), Numbers.ONE + 1)
Names = StrEnum('Names', 'ALICE BOB')
print(list(Names))
Named = Enum('Named', 'X Y', qualname='Outer.Named')
print(Named.__qualname__)
Typed = Enum('Typed', 'A B', type=int)
print(Typed.A + 1, repr(Typed.B))
try:
    Animal('DOG', 'x')
except ValueError as e:
    print('ValueError', e)
