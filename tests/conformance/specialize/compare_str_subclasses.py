# String comparison sites (==, !=, <, in dict lookups) warmed with exact
# ASCII strs, then fed non-ASCII strs of every width, equal strs that are
# distinct objects, str subclasses that override __eq__/__hash__/__lt__, and
# non-str operands.


class Folded(str):
    def __eq__(self, other):
        return str.lower(self) == str.lower(other) if isinstance(other, str) else NotImplemented

    def __hash__(self):
        return hash(str.lower(self))

    def __lt__(self, other):
        return "folded lt"


class Tag(str):
    pass


def eq(a, b):
    return a == b


def ne(a, b):
    return a != b


def lt(a, b):
    return a < b


def lookup(d, k):
    return d.get(k, "absent")


for i in range(300):
    s = "key%d" % (i % 7)
    eq(s, "key3")
    ne(s, "key3")
    lt(s, "key3")
    lookup({"key3": 3}, s)

built = "".join(["ke", "y3"])
pairs = [("key3", built), ("abc", "abd"), ("é", "e"), ("ü", "üü"), ("\U0001F600", "\U0001F601"),
         ("a\x00", "a"), ("", ""), ("Z", "a"), ("\u0100", "\xff"), (Folded("ABC"), "abc"),
         ("abc", Folded("ABC")), (Tag("x"), "x"), ("x", Tag("x")), ("1", 1), ("a", None)]
for a, b in pairs:
    row = [eq(a, b), ne(a, b)]
    try:
        row.append(lt(a, b))
    except TypeError as e:
        row.append("TypeError(%s)" % e)
    print(repr(a), repr(b), row)

d = {"abc": "lower", "key3": "k3", "é": "e-acute", "\U0001F600": "grin"}
print([lookup(d, k) for k in (built, Folded("ABC"), Tag("key3"), "e\u0301", "\xe9", "\U0001F600")])
fd = {Folded("Hello"): "folded key"}
print(lookup(fd, "hello"), lookup(fd, "HELLO"), lookup(fd, Folded("hElLo")), lookup(fd, "bye"))

# Sorting strs of mixed widths uses code point order.
words = ["b", "a", "é", "Z", "\U0001F600", "ab", "", "\u0100", "aa"]
print(sorted(words))
print(max(words), min(words[:-3]))
