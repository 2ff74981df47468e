# auto() values and _generate_next_value_.
from enum import Enum, auto, IntEnum, StrEnum

class Ordinal(Enum):
    FIRST = auto()
    SECOND = auto()
    THIRD = auto()

print(list(Ordinal))

class Mixed(Enum):
    A = 10
    B = auto()
    C = 5
    D = auto()

print([(m.name, m.value) for m in Mixed])

class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + '!' + str(count)
    NORTH = auto()
    SOUTH = auto()

print(list(Named))

class Lower(StrEnum):
    ALPHA = auto()
    BETA = auto()

print(list(Lower), Lower.ALPHA == 'alpha')

class Number(IntEnum):
    ONE = auto()
    TWO = auto()

print(list(Number), Number.TWO + 1)

class Tup(Enum):
    P = (auto(), 'p')
    Q = (auto(), 'q')

print([m.value for m in Tup])
try:
    class Bad(Enum):
        A = 'text'
        B = auto()
except TypeError as e:
    print('TypeError', e)
try:
    class Late(Enum):
        A = auto()
        def _generate_next_value_(name, start, count, last_values):
            return 0
except TypeError as e:
    print('TypeError', e)
print(repr(auto(7)))
