# __hash__ rules: eq without frozen is unhashable, unsafe_hash, explicit hashes.
from dataclasses import dataclass, field

@dataclass
class Plain:
    a: int

print(Plain.__hash__)
try:
    hash(Plain(1))
except TypeError as e:
    print('TypeError', e)

@dataclass(unsafe_hash=True)
class Unsafe:
    a: int
    b: list = field(default_factory=list, hash=False)

print(hash(Unsafe(1)) == hash((1,)), hash(Unsafe(1, [1])) == hash(Unsafe(1, [2])))

@dataclass(eq=False)
class NoEq:
    a: int

print(NoEq(1) == NoEq(1), hash(NoEq(1)) != 0)

@dataclass
class Explicit:
    a: int

    def __hash__(self):
        return 42

print(hash(Explicit(1)))

@dataclass(frozen=True)
class Frozen:
    a: int
    b: int = field(hash=False)
    c: int = field(compare=False, default=0)

print(hash(Frozen(1, 2)) == hash((1,)), hash(Frozen(1, 2, 3)) == hash(Frozen(1, 5, 4)))

@dataclass(frozen=True, eq=False)
class FrozenNoEq:
    a: int

print(FrozenNoEq(1) == FrozenNoEq(1))
