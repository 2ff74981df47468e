# f-string conversions (!r, !s, !a) and the self-documenting = form.

name = "Ann"
score = 93.456
items = ["a", "é"]
print(f"{name} {name!r} {name!s} {name!a}")
print(f"{items} {items!r} {items!a} {items!s}")
print(f"{name=}", f"{score=}", f"{items=}", f"{1 + 2=}", f"{name = }", f"{score=:.1f}",
      f"{name=!s}")
print(f"{name.upper()=}", f"{len(items)=}", f"{score * 2 = :>10.2f}|")

class Thing:
    def __repr__(self):
        return "Thing<repr>"

    def __str__(self):
        return "Thing<str>"

    def __format__(self, spec):
        return "Thing<format %r>" % spec

t = Thing()
print(f"{t}", f"{t!r}", f"{t!s}", f"{t:spec}", f"{t!r:>15}", f"{t=}", f"{t=:x}")

# Conversions apply before the format spec
print(f"{'text'!r:^12}|", f"{3!r:>4}|", f"{None!s:*<6}")

# Expressions of every kind
values = {"k": [1, 2, 3]}
print(f"{values['k'][1:]}", f"{sum(values['k'])}", f"{'yes' if score > 90 else 'no'}")
print(f"{(lambda x: x * 2)(21)}", f"{[i ** 2 for i in range(4)]}", f"{ {'a': 1}['a'] }")
print(f"{name!r:{'>'}{10}}", f"{3.14159:{'.'}{3}}")

# Errors are raised at evaluation time
try:
    f"{undefined_variable}"
except NameError as e:
    print(type(e).__name__, e)
try:
    f"{name:d}"
except ValueError as e:
    print(type(e).__name__, e)
try:
    f"{1 / 0}"
except ZeroDivisionError as e:
    print(type(e).__name__, e)
