# Subclassing built-in types: list, dict, str, int, tuple.

class Stack(list):
    def push(self, item):
        self.append(item)

    def peek(self):
        if not self:
            raise IndexError("peek at empty stack")
        return self[-1]

s = Stack([1, 2])
s.push(3)
print(s, s.peek(), len(s), isinstance(s, list), type(s).__name__)
print(type(s + [4]).__name__, type(s[:1]).__name__, type(s * 2).__name__)
s2 = Stack()
try:
    s2.peek()
except IndexError as e:
    print(type(e).__name__, e)

class DefaultDict(dict):
    def __init__(self, factory, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.factory = factory

    def __missing__(self, key):
        value = self[key] = self.factory()
        return value

groups = DefaultDict(list)
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[word[0]].append(word)
print(groups, len(groups), groups.get("z"), "z" in groups)

class CaseInsensitiveDict(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return super().__contains__(key.lower())

headers = CaseInsensitiveDict()
headers["Content-Type"] = "text/plain"
print(headers["CONTENT-TYPE"], "content-type" in headers, headers)
# dict methods that bypass __setitem__
headers.update({"X-Mixed": "1"})
print(sorted(headers))

class Money(int):
    def __repr__(self):
        return "$%d.%02d" % (self // 100, self % 100)

    def __add__(self, other):
        return Money(int(self) + int(other))

m = Money(1050)
print(repr(m), repr(m + 250), type(m + 1).__name__, type(m * 2).__name__, m == 1050)

class Tagged(str):
    def __new__(cls, value, tag):
        obj = super().__new__(cls, value)
        obj.tag = tag
        return obj

t = Tagged("hello", "greeting")
print(t, t.tag, t.upper(), type(t.upper()).__name__, t == "hello", len(t))

class Vector(tuple):
    def __add__(self, other):
        return Vector(a + b for a, b in zip(self, other))

    def __repr__(self):
        return "Vector" + tuple.__repr__(self)

v = Vector((1, 2)) + Vector((10, 20))
print(v, v[0], type(v).__name__)

# Overriding __len__ and __iter__ affects built-ins that use them
class Reversed(list):
    def __iter__(self):
        return iter(self[::-1])

r = Reversed([1, 2, 3])
print(list(r), [x for x in r], sum(r), r)

class SortedList(list):
    def __init__(self, items=()):
        super().__init__(sorted(items))

    def add(self, item):
        lo, hi = 0, len(self)
        while lo < hi:
            mid = (lo + hi) // 2
            if self[mid] < item:
                lo = mid + 1
            else:
                hi = mid
        self.insert(lo, item)

sl = SortedList([5, 1, 4])
for x in (3, 0, 9):
    sl.add(x)
print(sl)
