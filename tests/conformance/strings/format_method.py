# str.format() with positional, keyword, attribute and index fields and specs.

print("{} {} {}".format(1, "two", 3.0), "{0} {1} {0}".format("a", "b"), "{x}-{y}".format(x=1, y=2))
print("{0[0]} {0[1]} {1[key]}".format(["p", "q"], {"key": "v"}), "{.real}".format(5))

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

print("({p.x}, {p.y})".format(p=Point(3, 4)), "{{literal}} {}".format("x"))
print("{:>8}|{:<8}|{:^8}|{:*^9}|{:08.3f}|{:+d}|{: d}".format("r", "l", "c", "mid", 3.14159, 5, 5))
print("{:,}".format(1234567), "{:_}".format(1234567), "{:,.2f}".format(1234567.891),
      "{:x}".format(255))
print("{:#x} {:#o} {:#b} {:X} {:b}".format(255, 8, 5, 255, 10), "{:e}".format(12345.6789))
print("{:.3}".format("abcdef"), "{:.3}".format(3.14159), "{:%}".format(0.25),
      "{:.1%}".format(0.123))
print("{!r} {!s} {!a}".format("x", "y", "é"), "{0!r:>6}".format("q"))
print("{:{width}.{prec}f}".format(3.14159, width=10, prec=2), "{:{}}".format("n", 4) + "|")
print("{0:c}{1:c}".format(80, 121), "{:=+8d}".format(42), "{:g} {:G}".format(1e-7, 1e20))
print("{:d}".format(1234), "{:>5}".format(True), "{}".format(None))

for template, args, kwargs in (("{}", (), {}), ("{0} {2}", (1, 2), {}), ("{name}", (), {}),
                               ("{:d}", ("x",), {}), ("{:s}", (5,), {}), ("{", (), {}),
                               ("}", (), {}), ("{0[5]}", ([1],), {}), ("{0.nope}", (1,), {}),
                               ("{} {0}", (1, 2), {}), ("{:=^x}", (1,), {})):
    try:
        print(repr(template.format(*args, **kwargs)))
    except (IndexError, KeyError, ValueError, AttributeError) as e:
        print(repr(template), "->", type(e).__name__, e)

# format_map uses the mapping directly
class Default(dict):
    def __missing__(self, key):
        return "<%s>" % key

print("{a} and {b}".format_map(Default(a="A")))

# Building a table with computed widths
data = [("Name", "Score"), ("ann", 93.5), ("bartholomew", 7.25)]
width = max(len(str(r[0])) for r in data)
for name, score in data:
    shown = score if isinstance(score, str) else "{:.2f}".format(score)
    print("{:<{w}} | {:>7}".format(name, shown, w=width))
