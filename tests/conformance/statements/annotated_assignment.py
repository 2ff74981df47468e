# Annotated assignments at module, class and function level.

count: int = 0
name: str
ratio: float = 0.5
items: "list[int]" = []

print(__annotations__)
print("name" in globals(), count, ratio, items)

class Config:
    host: str = "localhost"
    port: int = 8080
    debug: bool
    tags: list

    def __init__(self):
        self.port += 1

print(Config.__annotations__)
print(Config.host, Config.port, hasattr(Config, "debug"))
print(Config().port)

def f(a: int, b: "str" = "x", *args: float, c: bool = True, **kw: dict) -> None:
    local: int = 5
    unset: str
    return local

print(f.__annotations__)
print(f(1))

# Annotations are evaluated at definition time (no __future__ import here)
evaluated = []

def ann(label):
    evaluated.append(label)
    return label

def g(x: ann("param x")) -> ann("return"):
    pass

print(evaluated, g.__annotations__)

# Annotating attribute and subscript targets evaluates the target but does not record it
class Obj:
    pass

o = Obj()
o.value: int = 10
store = {}
store["key"]: str = "v"
print(o.value, store, "value" in __annotations__)

# Annotation with a parenthesised name target is not recorded
(paren): int = 3
print(paren, "paren" in __annotations__)

# Annotations without values in a function do not create locals
def h():
    z: int
    try:
        return z
    except UnboundLocalError as e:
        return type(e).__name__

print(h())
print(sorted(__annotations__))
