# Inheriting from abc-based collections ABCs and mixing with abstractmethod.
from abc import abstractmethod
from collections.abc import Sequence, Mapping, Iterator, Callable, Sized, Hashable, Iterable

class Countdown(Iterator):
    def __init__(self, n):
        self.n = n
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

print(list(Countdown(4)), iter(Countdown(1)).__class__.__name__, isinstance(Countdown(0), Iterable))

class Half(Iterator):
    pass

try:
    Half()
except TypeError as e:
    print('TypeError', e)

class Table(Sequence):
    @abstractmethod
    def header(self):
        ...

class Rows(Table):
    def __init__(self, *rows):
        self.rows = rows
    def header(self):
        return 'rows'
    def __getitem__(self, i):
        return self.rows[i]
    def __len__(self):
        return len(self.rows)

try:
    Table()
except TypeError as e:
    print('TypeError', e)
r = Rows('x', 'y', 'x')
print(r.header(), list(r), r.count('x'), r.index('y'), 'y' in r, list(reversed(r)))

class Adder(Callable):
    def __call__(self, a, b):
        return a + b

print(Adder()(2, 3), isinstance(Adder(), Callable), isinstance(len, Callable),
      isinstance(3, Callable))
print(isinstance(r, Sized), isinstance(r, Hashable), issubclass(Rows, Sequence),
      issubclass(Rows, Mapping))
