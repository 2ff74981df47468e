# slots=True, __match_args__ and match statements on dataclasses.
from dataclasses import dataclass

@dataclass(slots=True)
class Pair:
    left: int
    right: int = 0

p = Pair(1, 2)
print(p, Pair.__slots__)
try:
    p.other = 1
except AttributeError as e:
    print('AttributeError', e)
print(hasattr(p, '__dict__'))

@dataclass
class Shape:
    kind: str
    size: int

print(Pair.__match_args__, Shape(kind='k', size=1))
print(Shape.__match_args__)

@dataclass(match_args=False)
class NoArgs:
    a: int

print(hasattr(NoArgs, '__match_args__'))

@dataclass(slots=True, frozen=True)
class FrozenSlots:
    a: int

print(FrozenSlots(1), hash(FrozenSlots(1)) == hash((1,)))
