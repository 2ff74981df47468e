# String concatenation sites (a + b, s += t in a loop) warmed with exact
# strs, then given str subclasses (with and without __add__/__radd__),
# bytes and ints (the TypeError messages), and lists and tuples.


class Tagged(str):
    def __add__(self, other):
        return "<" + str.__add__(self, other) + ">"


class Reverse(str):
    def __radd__(self, other):
        return str(self) + "|" + other


class Bare(str):
    pass


def cat(a, b):
    return a + b


def build(parts):
    s = ""
    for p in parts:
        s += p
    return s


for i in range(300):
    cat("x", "y")
    build(["a", "b", "c"])

cases = [("ab", "cd"), (Tagged("ab"), "cd"), ("ab", Tagged("cd")), ("ab", Reverse("cd")),
         (Reverse("ab"), "cd"), (Bare("ab"), "cd"), ("ab", Bare("cd")), ("", ""),
         ("é", "ü"), ("a" * 3, "\U0001F600"), (b"ab", b"cd"), ([1], [2]), ((1,), (2,))]
for a, b in cases:
    r = cat(a, b)
    print(repr(r), type(r).__name__)

for a, b in [("ab", b"cd"), (b"ab", "cd"), ("ab", 1), (1, "ab"), ("ab", None), ([1], (2,))]:
    try:
        cat(a, b)
    except TypeError as e:
        print("TypeError:", e)

print(repr(build(["x", Tagged("y"), "z"])))
print(repr(build([Reverse("r"), "s"])))
print(repr(build(["α", "β" * 3, "γ"])))
try:
    build(["a", 1])
except TypeError as e:
    print("TypeError:", e)

# An in-place concatenation whose left side is shared (so it cannot be
# extended in place): the shared copy must not change.
base = "shared"
alias = base
grown = base
for i in range(300):
    grown += "!"
print(base, alias, len(grown), grown[-3:], base is alias)

# A list of strings concatenated pairwise at one site that sees growing
# lengths and repeated identical objects.
words = ["w%d" % k for k in range(20)]
total = ""
for i in range(300):
    total = cat(total, words[i % 20]) if i % 7 else cat(words[i % 20], total)
print(len(total), total[:20], total[-20:])
