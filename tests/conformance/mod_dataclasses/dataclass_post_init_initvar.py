# __post_init__ and InitVar pseudo-fields.
from dataclasses import dataclass, field, fields, InitVar

@dataclass
class Rect:
    width: int
    height: int
    area: int = field(init=False)

    def __post_init__(self):
        self.area = self.width * self.height

print(Rect(3, 4))

@dataclass
class Scaled:
    value: float
    factor: InitVar[float] = 1.0

    def __post_init__(self, factor):
        self.value *= factor

s = Scaled(2.0, 3.0)
print(s, Scaled(5.0))
print([f.name for f in fields(Scaled)])
print(hasattr(s, 'factor'), Scaled.factor)
print(Scaled.__match_args__)
print(InitVar[int], type(InitVar[int]).__name__)

@dataclass
class Account:
    owner: str
    opening: InitVar[int]
    history: list = field(default_factory=list)

    def __post_init__(self, opening):
        self.history.append(('open', opening))

print(Account('ann', 100))
try:
    Account('bob')
except TypeError as e:
    print('TypeError', e)

@dataclass
class Parent:
    a: int

    def __post_init__(self):
        print('parent post init', self.a)

@dataclass
class Kid(Parent):
    b: int = 2

    def __post_init__(self):
        super().__post_init__()
        print('kid post init', self.b)

print(Kid(1))
