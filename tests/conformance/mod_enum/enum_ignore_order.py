# _ignore_, _order_, nonmember/member and private names in enum bodies.
from enum import Enum, nonmember, member

class Weekday(Enum):
    _ignore_ = 'day index'
    index = 0
    for day in ('MON', 'TUE', 'WED'):
        index += 1
    MON = 1
    TUE = 2

print(list(Weekday), hasattr(Weekday, 'index'), hasattr(Weekday, 'day'))

class Ordered(Enum):
    _order_ = 'A B C'
    A = 1
    B = 2
    C = 3

print(list(Ordered))
try:
    class Misordered(Enum):
        _order_ = 'B A'
        A = 1
        B = 2
except TypeError as e:
    print('TypeError', e)

class Extras(Enum):
    A = 1
    LIMIT = nonmember(99)

    @member
    def helper(x):
        return x * 2

print(list(Extras.__members__), Extras.LIMIT)
print(Extras.helper.value(4))

class WithPrivate(Enum):
    ONE = 1
    __secret = 'hidden'

print(list(WithPrivate), WithPrivate._WithPrivate__secret)
