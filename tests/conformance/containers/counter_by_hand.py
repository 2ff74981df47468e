# A multiset (counter) class built on dict, with arithmetic and most_common.

class Counter(dict):
    def __init__(self, iterable=()):
        super().__init__()
        self.update(iterable)

    def update(self, iterable=()):
        if isinstance(iterable, dict):
            for k, n in iterable.items():
                self[k] = self.get(k, 0) + n
        else:
            for k in iterable:
                self[k] = self.get(k, 0) + 1

    def __missing__(self, key):
        return 0

    def most_common(self, n=None):
        items = sorted(self.items(), key=lambda kv: (-kv[1], kv[0]))
        return items if n is None else items[:n]

    def total(self):
        return sum(self.values())

    def __add__(self, other):
        result = Counter(self)
        result.update(other)
        return Counter({k: v for k, v in result.items() if v > 0})

    def __sub__(self, other):
        return Counter({k: self[k] - other[k] for k in self if self[k] - other[k] > 0})

    def __and__(self, other):
        common = {k: min(self[k], other[k]) for k in self if k in other}
        return Counter({k: n for k, n in common.items() if n > 0})

    def __repr__(self):
        return "Counter(%s)" % ", ".join("%r: %d" % kv for kv in self.most_common())

words = "the cat and the hat and the bat sat on the mat".split()
c = Counter(words)
print(c, c.total(), c["the"], c["dog"], "dog" in c)
print(c.most_common(3))
letters = Counter("mississippi")
print(letters, sorted(letters), len(letters))
a, b = Counter("aabbbc"), Counter("abbd")
print(a + b, a - b, b - a, a & b)
c.update(["cat", "dog"])
c.update({"the": -4})
print(c.most_common(4), c["the"])
print(Counter(), Counter() + Counter(), isinstance(c, dict), type(a + b).__name__)
