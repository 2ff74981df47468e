# __annotations__ on functions, classes and the module (SETUP_ANNOTATIONS).
x: int = 1
y: "str"
z: list[int] = []
print(sorted(__annotations__))
print(__annotations__["x"], __annotations__["y"], __annotations__["z"])
print("y" in globals(), x)

def f(a: int, b: "B" = 2, *args: str, c: float = 1.0, **kw: dict) -> bool:
    local: int = 5
    return local

print(f.__annotations__)
print(f(1))

def g(a, b):
    pass
print(g.__annotations__)
g.__annotations__["a"] = 1
print(g.__annotations__)
g.__annotations__ = {"r": 2}
print(g.__annotations__)
try:
    g.__annotations__ = 5
except TypeError as e:
    print(type(e).__name__, e)

class C:
    a: int
    b: str = "s"
    (c): int = 3
    def m(self) -> None:
        self.q: int = 4
print(C.__annotations__)
print(hasattr(C, "a"), C.b, C.c)
obj = C()
obj.m()
print(obj.q)

class D(C):
    pass
print(D.__annotations__ if "__annotations__" in D.__dict__ else "inherits", "__annotations__" in D.__dict__)

lam = lambda q: q
print(lam.__annotations__)

counter = 0
def tick():
    global counter
    counter += 1
    return counter

class E:
    v: tick() = tick()
print(E.__annotations__, E.v)

def inner():
    w: tick()
    return "no eval for locals"
print(inner(), counter)

t = [0, 0]
t[0]: int = 7
print(t)
class Obj: pass
o = Obj()
o.attr: str = "hi"
print(o.attr)
print(sorted(__annotations__))
