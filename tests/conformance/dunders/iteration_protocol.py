# __iter__/__next__, the __getitem__ fallback, and iter(callable, sentinel).

class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1

print(list(Countdown(3)), [x * 2 for x in Countdown(2)], sum(Countdown(4)))

# Sequence protocol: __getitem__ with IndexError ends iteration
class Squares:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, index):
        print("  __getitem__(%d)" % index)
        if index >= self.n:
            raise IndexError(index)
        return index * index

print(list(Squares(3)))
print(4 in Squares(5))
it = iter(Squares(1))
print(type(it).__name__, next(it))
print(next(it, "done"))

# __getitem__ raising StopIteration also ends iteration
class StopsEarly:
    def __getitem__(self, i):
        if i == 2:
            raise StopIteration
        return i

print(list(StopsEarly()))

# __iter__ = None blocks the fallback
class NotIterable:
    __iter__ = None

    def __getitem__(self, i):
        return i

try:
    iter(NotIterable())
except TypeError as e:
    print(type(e).__name__, e)

# __iter__ must return an iterator
class BadIter:
    def __iter__(self):
        return [1, 2]

try:
    iter(BadIter())
except TypeError as e:
    print(type(e).__name__, e)
try:
    for _ in BadIter():
        pass
except TypeError as e:
    print(type(e).__name__, e)

# next() on something without __next__
try:
    next(Squares(2))
except TypeError as e:
    print(type(e).__name__, e)

# iter(callable, sentinel)
values = [5, 4, 3, 0, 9]
pop = values.pop
print(list(iter(lambda: values.pop(0), 0)), values)
counter = [0]

def tick():
    counter[0] += 1
    return counter[0]

print(list(iter(tick, 5)))
it = iter(tick, 100)
print(type(it).__name__, next(it))
try:
    iter(5, 0)
except TypeError as e:
    print(type(e).__name__, e)

# An iterator that is exhausted stays exhausted
c = Countdown(2)
print(list(c), list(c))

# StopIteration with a value through a for loop is ignored
class WithValue:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopIteration("ignored")

print(list(WithValue()))
