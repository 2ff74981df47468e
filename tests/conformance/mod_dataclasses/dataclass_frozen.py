# frozen=True: immutable instances, hashing and FrozenInstanceError.
from dataclasses import dataclass, FrozenInstanceError, field

@dataclass(frozen=True)
class Coord:
    lat: float
    lon: float = 0.0

c = Coord(1.5, 2.5)
print(c)
try:
    c.lat = 3
except FrozenInstanceError as e:
    print('FrozenInstanceError', e)
try:
    c.other = 3
except FrozenInstanceError as e:
    print('FrozenInstanceError', e)
try:
    del c.lon
except FrozenInstanceError as e:
    print('FrozenInstanceError', e)
print(isinstance(FrozenInstanceError(), AttributeError))
print(hash(c) == hash((1.5, 2.5)))
print({c: 'here'}[Coord(1.5, 2.5)])
print(len({Coord(1, 2), Coord(1, 2), Coord(2, 1)}))

@dataclass(frozen=True)
class WithPost:
    a: int
    doubled: int = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, 'doubled', self.a * 2)

print(WithPost(4))

@dataclass(frozen=True)
class Child(Coord):
    alt: float = 10.0

print(Child(1, 2, 3))
try:
    Child(1).alt = 5
except FrozenInstanceError as e:
    print('FrozenInstanceError', e)
try:
    @dataclass
    class Thawed(Coord):
        x: int = 1
except TypeError as e:
    print('TypeError', e)

@dataclass
class Mutable:
    a: int = 1

try:
    @dataclass(frozen=True)
    class Refrozen(Mutable):
        b: int = 2
except TypeError as e:
    print('TypeError', e)
