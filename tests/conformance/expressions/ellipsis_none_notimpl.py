# The singletons None, Ellipsis and NotImplemented as values.

print(None, repr(None), str(None), type(None).__name__)
print(..., Ellipsis, repr(...), ... is Ellipsis, type(...).__name__)
print(NotImplemented, repr(NotImplemented), type(NotImplemented).__name__)
print(bool(None), bool(...))

def nothing():
    pass

def explicit():
    return

def stub():
    ...

print(nothing(), explicit(), stub())
print(nothing() is None, [None] * 2, {None: None})

# None compares equal only to itself
print(None == None, None == 0, None == "", None != False)

# NotImplemented returned by a binary dunder makes Python try the other side
class A:
    def __add__(self, other):
        print("  A.__add__")
        return NotImplemented

class B:
    def __radd__(self, other):
        print("  B.__radd__")
        return "B wins"

print(A() + B())

try:
    A() + A()
except TypeError as e:
    print(type(e).__name__, e)

# Equality falls back to identity when both sides say NotImplemented
class C:
    def __eq__(self, other):
        return NotImplemented

c = C()
print(c == c, c == C(), c != c, c != C())

# Ellipsis as a placeholder value in a data structure
table = {"todo": ..., "done": 1}
print([k for k, v in table.items() if v is ...])
print(hash(None) == hash(None), None.__class__.__name__)
try:
    type(None)(1)
except TypeError as e:
    print(type(e).__name__, e)
print(type(None)() is None)
