# suppress with exception groups: matching members are dropped.
from contextlib import suppress

with suppress(ValueError):
    raise ExceptionGroup('all values', [ValueError(1), ValueError(2)])
print('whole group suppressed')
try:
    with suppress(ValueError):
        raise ExceptionGroup('mixed', [ValueError(1), TypeError(2)])
except ExceptionGroup as eg:
    print(type(eg).__name__, eg.message, [type(e).__name__ for e in eg.exceptions])
try:
    with suppress(KeyError):
        raise ExceptionGroup('none', [ValueError(3)])
except ExceptionGroup as eg:
    print('kept', eg.message, len(eg.exceptions))
