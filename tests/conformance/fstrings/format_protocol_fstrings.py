# f-strings call __format__ on the value with the text after the colon.

class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    def __format__(self, spec):
        unit = spec[-1:] if spec[-1:] in ("C", "F", "K") else "C"
        number_spec = spec[:-1] if spec[-1:] in ("C", "F", "K") else spec
        value = {"C": self.celsius, "F": self.celsius * 9 / 5 + 32,
                 "K": self.celsius + 273.15}[unit]
        return format_number(value, number_spec) + "°" + unit

def format_number(value, spec):
    return ("{:" + spec + "}").format(value)

t = Temperature(21.5)
print(f"{t}", f"{t:.1fF}", f"{t:.0fK}", f"{t:8.2fC}|")

# Built-in types forward to their own __format__
print(f"{42:>5}", (42).__format__(">5"), f"{'ab':_^6}", "ab".__format__("_^6"), f"{1.5:.3f}",
      (1.5).__format__(".3f"))

# Subclasses of built-ins inherit __format__ unless they override it
class Celsius(float):
    def __format__(self, spec):
        return float.__format__(self, spec) + "C"

class Plain(float):
    pass

print(f"{Celsius(3.14159):.2f}", f"{Plain(3.14159):.2f}", f"{Celsius(1)}")

# The default object.__format__ only accepts an empty spec
class Opaque:
    def __str__(self):
        return "opaque"

print(f"{Opaque()}", f"{Opaque()!s:>8}")
try:
    print(f"{Opaque():>8}")
except TypeError as e:
    print(type(e).__name__, e)

# __format__ receives nested replacement fields already substituted
class Echo:
    def __format__(self, spec):
        return "<" + spec + ">"

w = 7
print(f"{Echo():{w}d}", f"{Echo():{'x' * 3}}", f"{Echo():}")

# None, bool and containers
print(f"{None}", f"{None!r:>6}", f"{True:d}", f"{[1, 2]}", f"{(1,)}", f"{ {'a': 1} }")
try:
    f"{None:>6}"
except TypeError as e:
    print(type(e).__name__, e)
try:
    f"{[1, 2]:>10}"
except TypeError as e:
    print(type(e).__name__, e)
