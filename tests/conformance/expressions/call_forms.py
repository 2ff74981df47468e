# Call expressions: positional, keyword, *args, **kwargs in every combination.

def show(*args, **kwargs):
    print("args=%r kwargs=%r" % (args, kwargs))

show()
show(1, 2)
show(a=1, b=2)
show(1, *[2, 3], 4, *(5,))
show(**{"x": 1}, y=2, **{"z": 3})
show(*range(3), k="v", **dict(m=1))
show(*"ab", *[], **{})

def f(a, b, c=3, *rest, d, e=5, **extra):
    return (a, b, c, rest, d, e, extra)

print(f(1, 2, d=4))
print(f(1, 2, 30, 40, 50, d=4))
print(f(*[1, 2], d=0, zz=9))
print(f(1, b=2, d=4, e=6, q=7))
print(f(d=1, a=2, b=3))

args = (10, 20)
kwargs = {"d": "D", "extra": "E"}
print(f(*args, **kwargs))

def errors():
    cases = [
        lambda: f(1, d=4),
        lambda: f(1, 2),
        lambda: f(1, 2, d=4, a=1),
        lambda: show(**{"a": 1}, **{"a": 2}),
        lambda: show(a=1, **{"a": 2}),
        lambda: f(*5),
        lambda: f(**[1]),
        lambda: show(**{1: 2}),
        lambda: (lambda x: x)(),
        lambda: (lambda: 0)(1),
        lambda: (lambda *, k: k)(1),
    ]
    for case in cases:
        try:
            case()
        except TypeError as e:
            print(type(e).__name__ + ":", e)

errors()

# Calling an object with __call__, a class, a bound method
class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x, *, twice=False):
        return (x + self.n) * (2 if twice else 1)

add5 = Adder(5)
print(add5(1), add5(1, twice=True), Adder(2)(Adder(3)(0)))
method = add5.__call__
print(method(10))
