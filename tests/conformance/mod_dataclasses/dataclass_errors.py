# Errors @dataclass reports while processing a class.
from dataclasses import dataclass, field

for default in ([], {}, set()):
    try:
        @dataclass
        class Bad:
            x: object = default
    except ValueError as e:
        print('ValueError', e)
try:
    @dataclass
    class Order:
        a: int = 1
        b: int
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass
    class NoAnnotation:
        a = field(default=1)
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass(order=True, eq=False)
    class OrderWithoutEq:
        a: int
except ValueError as e:
    print('ValueError', e)
try:
    @dataclass(order=True)
    class HasLt:
        a: int
        def __lt__(self, other):
            return True
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass(unsafe_hash=True)
    class HasHash:
        a: int
        def __hash__(self):
            return 1
except TypeError as e:
    print('TypeError', e)

@dataclass
class TupleDefault:
    a: tuple = (1, 2)
    b: frozenset = frozenset()

print(TupleDefault())
