# IntEnum and StrEnum behave like their data types.
from enum import IntEnum, StrEnum

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 5
    HIGH = 10

print(Priority.LOW, repr(Priority.LOW), str(Priority.HIGH))
print(f'{Priority.MEDIUM}', f'{Priority.MEDIUM:03d}', format(Priority.HIGH, 'x'))
print(Priority.LOW < Priority.HIGH, Priority.LOW == 1, Priority.HIGH > 7)
print(Priority.MEDIUM + 1, Priority.HIGH * 2, -Priority.LOW)
print(sorted([Priority.HIGH, 3, Priority.LOW]))
print(int(Priority.HIGH), isinstance(Priority.HIGH, int))
print(hash(Priority.MEDIUM) == hash(5))
print({1: 'one'}[Priority.LOW])
print(Priority(5), Priority(10) is Priority.HIGH)
print(list(range(Priority.MEDIUM)))
print([1, 2, 3][Priority.LOW])
print(Priority.__mro__[1].__name__)

class Mode(StrEnum):
    READ = 'r'
    WRITE = 'w'

print(Mode.READ, repr(Mode.READ), Mode.WRITE.upper())
print(Mode.READ == 'r', 'r' in Mode, Mode('w'))
print(Mode.READ + Mode.WRITE, f'[{Mode.WRITE}]', f'{Mode.READ:>3}')
print(len(Mode.READ), 'x'.join(Mode))
print(isinstance(Mode.READ, str))
try:
    class BadStr(StrEnum):
        X = 1
except TypeError as e:
    print('TypeError', e)
try:
    Priority(7)
except ValueError as e:
    print('ValueError', e)
