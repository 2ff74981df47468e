# Comprehensions over user-defined iterables, iterators and sequences.

class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        n = self.n
        while n > 0:
            yield n
            n -= 1

class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError
        return i * i

class OneShot:
    def __init__(self, items):
        self.items = list(items)

    def __iter__(self):
        return self

    def __next__(self):
        if not self.items:
            raise StopIteration
        return self.items.pop(0)

print([x for x in Countdown(4)], {x % 2 for x in Countdown(5)}, {x: x * x for x in Countdown(3)})
print([s for s in Squares()], sum(s for s in Squares()), [s for s in Squares() if s % 2])
once = OneShot("abc")
print([c.upper() for c in once], [c for c in once])

# Nested comprehension over two user iterables
print([(a, b) for a in Countdown(2) for b in Squares() if b < a])

# An iterator that raises in the middle of a comprehension
class Faulty:
    def __iter__(self):
        yield 1
        yield 2
        raise ValueError("iteration broke")

try:
    [x for x in Faulty()]
except ValueError as e:
    print(type(e).__name__, e)
partial = []
try:
    for x in Faulty():
        partial.append(x)
except ValueError:
    pass
print(partial)

# __iter__ is called exactly once per comprehension
class CountingIter:
    calls = 0

    def __iter__(self):
        CountingIter.calls += 1
        return iter(range(3))

ci = CountingIter()
print([x for x in ci], [y for y in ci], CountingIter.calls)
print([[x for x in ci] for _ in range(2)], CountingIter.calls)
