# _missing_ hooks and the errors when they misbehave.
from enum import Enum

class Answer(Enum):
    YES = 'yes'
    NO = 'no'

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            lowered = value.lower()
            for member in cls:
                if member.value == lowered:
                    return member
        return None

print(Answer('YES'), Answer('No'))
try:
    Answer('maybe')
except ValueError as e:
    print('ValueError', e)

class Wrong(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        return 'not a member'

try:
    Wrong(2)
except TypeError as e:
    print('TypeError', e)
    print(type(e.__context__).__name__, e.__context__)

class Raising(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        raise KeyError(value)

try:
    Raising(3)
except KeyError as e:
    print('KeyError', e)
    print(type(e.__context__).__name__, e.__context__)

class Default(Enum):
    UNKNOWN = 0
    KNOWN = 1

    @classmethod
    def _missing_(cls, value):
        return cls.UNKNOWN

print(Default(42), Default(1))
