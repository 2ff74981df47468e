# __members__, iteration order, containment and dir-free introspection.
from enum import Enum

class Planet(Enum):
    VENUS = 2
    MARS = 4
    EARTH = 3
    TERRA = 3

print(list(Planet))
print(list(Planet.__members__))
print(list(Planet.__members__.values()))
print(type(Planet.__members__).__name__)
print(Planet.__members__['TERRA'])
print(len(Planet), len(Planet.__members__))
print([p.value for p in reversed(Planet)])
print(Planet.EARTH in Planet, 3 in Planet, 5 in Planet, 'MARS' in Planet)
try:
    Planet.__members__['X'] = 1
except TypeError as e:
    print('TypeError', e)
print(max(Planet, key=lambda p: p.value), min(Planet, key=lambda p: p.value))
print(sorted(Planet, key=lambda p: p.value))
print({p: p.value for p in Planet})
counts = {}
for p in Planet:
    counts[p] = counts.get(p, 0) + 1
print(counts)
print(Planet._member_names_)
print(list(Planet._value2member_map_.items()))
