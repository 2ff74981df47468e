# f-strings with objects: attribute access, indexing, method calls, dunder hooks.

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"

    def __str__(self):
        return f"({self.x}, {self.y})"

    def __format__(self, spec):
        if spec == "polar":
            r = (self.x ** 2 + self.y ** 2) ** 0.5
            return f"r={r:.3f}"
        return format_both(self, spec)

def format_both(p, spec):
    return f"({p.x:{spec}}, {p.y:{spec}})"

p = Point(3, 4)
print(f"{p}", f"{p!r}", f"{p!s}", f"{p:polar}", f"{p:.2f}", f"{p:>5}")
print(f"{p.x + p.y}", f"{p.__class__.__name__}", f"{[p, p][1]!r}", f"{ {'p': p}['p'].y }")
print(f"{p=}", f"{p.x=}", f"{p=!s}", f"{p=:polar}")

points = [Point(1, 2), Point(-3, 0.5)]
print(f"{points}", f"{len(points)} points", f"{', '.join(f'{q:polar}' for q in points)}")

# Calling methods and using conditional logic
class Account:
    def __init__(self, owner, balance):
        self.owner, self.balance = owner, balance

    def status(self):
        return "overdrawn" if self.balance < 0 else "ok"

for a in (Account("ann", 120.5), Account("bob", -30)):
    flag = "!" if a.balance < 0 else ""
    print(f"{a.owner.title():<5} {a.balance:>+9.2f} {a.status():^11}|{flag}")

# Mutation inside an f-string expression
counter = [0]
print(f"{counter.append(1) or len(counter)} {counter}")

# str subclass values and their own __format__
class Shout(str):
    def __format__(self, spec):
        return str.__format__(self.upper(), spec)

print(f"{Shout('hey'):>6}|{Shout('x')}")
