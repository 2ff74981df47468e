# Classes whose __iter__ is a generator, compared with hand-written iterators.

class Range:
    def __init__(self, start, stop, step=1):
        self.start, self.stop, self.step = start, stop, step

    def __iter__(self):
        value = self.start
        while (self.step > 0 and value < self.stop) or (self.step < 0 and value > self.stop):
            yield value
            value += self.step

    def __reversed__(self):
        items = list(self)
        for i in range(len(items) - 1, -1, -1):
            yield items[i]

r = Range(1, 10, 3)
print(list(r), list(r), list(reversed(r)), list(Range(5, 0, -2)))
it1, it2 = iter(r), iter(r)
print(next(it1), next(it1), next(it2))

class ManualRange:
    def __init__(self, stop):
        self.stop = stop
        self.current = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.current >= self.stop:
            raise StopIteration
        self.current += 1
        return self.current - 1

m = ManualRange(3)
print(list(m), list(m))

class Tree:
    def __init__(self):
        self.root = None

    def insert(self, value):
        node = [value, None, None]
        if self.root is None:
            self.root = node
            return
        cur = self.root
        while True:
            side = 1 if value < cur[0] else 2
            if cur[side] is None:
                cur[side] = node
                return
            cur = cur[side]

    def __iter__(self):
        def walk(node):
            if node:
                yield from walk(node[1])
                yield node[0]
                yield from walk(node[2])
        return walk(self.root)

    def __len__(self):
        return sum(1 for _ in self)

    def __contains__(self, value):
        return any(v == value for v in self)

t = Tree()
for v in [50, 30, 70, 20, 40, 60, 80, 35]:
    t.insert(v)
print(list(t), len(t), 35 in t, 36 in t)
print(min(t), max(t), sorted(t, reverse=True)[:3])

class Fib:
    def __iter__(self):
        a, b = 0, 1
        while True:
            yield a
            a, b = b, a + b

for i, f in zip(range(10), Fib()):
    print(f, end=" ")
print()

class Paired:
    def __init__(self, *items):
        self.items = items

    def __iter__(self):
        it = iter(self.items)
        for first in it:
            second = next(it, None)
            yield first, second

print(list(Paired(1, 2, 3, 4, 5)))
