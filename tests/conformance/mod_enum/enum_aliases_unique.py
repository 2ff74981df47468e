# Aliases (repeated values) and the @unique decorator.
from enum import Enum, unique

class Status(Enum):
    ACTIVE = 1
    RUNNING = 1
    STOPPED = 2
    HALTED = 2
    PAUSED = 3

print(list(Status))
print(Status.RUNNING, Status.RUNNING is Status.ACTIVE)
print(Status(1), Status['HALTED'])
print(len(Status), len(Status.__members__))
print([(name, m.name) for name, m in Status.__members__.items()])
print(Status.HALTED.name)
try:
    @unique
    class Strict(Enum):
        A = 1
        B = 2
        C = 1
        D = 2
        E = 5
except ValueError as e:
    print('ValueError', e)

@unique
class Fine(Enum):
    X = 'x'
    Y = 'y'

print(list(Fine))
print(Fine('x'), Fine.Y.value)
