# order=True: comparisons as tuples of fields, TypeError across classes.
from dataclasses import dataclass, field

@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default='', compare=False)

vs = [Version(1, 2), Version(0, 9), Version(1, 0, 'rc'), Version(1, 2, 'final')]
print(sorted(vs))
print(Version(1) < Version(1, 1), Version(2) <= Version(2), Version(3) > Version(2, 9))
print(Version(1, 0, 'a') >= Version(1, 0, 'b'), Version(1, 0, 'a') == Version(1, 0, 'b'))
print(max(vs), min(vs))

@dataclass(order=True)
class Other:
    major: int
    minor: int = 0

try:
    Version(1) < Other(1)
except TypeError as e:
    print('TypeError', e)
try:
    Version(1) < (1, 0)
except TypeError as e:
    print('TypeError', e)
print(Version(1) == Other(1))
print(Version.__lt__(Version(1), Other(2)))

@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)

queue = [Task(3, 'c'), Task(1, 'a'), Task(2, 'b'), Task(1, 'z')]
queue.sort()
print([t.name for t in queue])
