# AbstractContextManager supplies __enter__; subclasses give __exit__.
from contextlib import AbstractContextManager

class Counter(AbstractContextManager):
    def __init__(self):
        self.entered = 0

    def __exit__(self, exc_type, exc, tb):
        self.entered += 1
        return None

c = Counter()
with c as same:
    print(same is c)
print(c.entered)

class Explicit:
    def __enter__(self):
        return self

    def __exit__(self, *args):
        return False

print(issubclass(Counter, AbstractContextManager))
print(isinstance(c, AbstractContextManager))
print(AbstractContextManager.__name__, AbstractContextManager.__module__)
print(AbstractContextManager[int])
print(AbstractContextManager.__enter__(5))
