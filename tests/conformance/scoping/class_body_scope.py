# Names in class bodies: visible in the body, not in methods.

counter = "global counter"

class Scoped:
    counter = "class counter"
    doubled = counter + "!"
    names = [n for n in ("a", "b")]

    def method(self):
        return counter

    @staticmethod
    def static():
        return counter

    def via_self(self):
        return self.counter

    def via_class(self):
        return type(self).counter

s = Scoped()
print(s.method(), Scoped.static(), s.via_self(), s.via_class(), Scoped.doubled)

# Methods can reference the class by name once it exists
class Node:
    count = 0

    def __init__(self):
        Node.count += 1

    @classmethod
    def make_many(cls, n):
        return [cls() for _ in range(n)]

Node.make_many(3)
print(Node.count)

# The class name is not bound inside its own body
try:
    class SelfRef:
        me = SelfRef
except NameError as e:
    print(type(e).__name__, e)

# Function locals are visible to nested classes (as free variables)
def make(label):
    class Labelled:
        name = label
        def get(self):
            return label
    return Labelled

L = make("lbl")
print(L.name, L().get())

# Class body runs like a function: loops and conditionals work, and leftovers become attributes
class Table:
    squares = {}
    for i in range(4):
        squares[i] = i * i
    if len(squares) > 3:
        big = True
    del i

print(Table.squares, Table.big, hasattr(Table, "i"))

# locals() inside the class body is the class namespace being built
class Introspect:
    a = 1
    b = 2
    snapshot = sorted(k for k in locals() if not k.startswith("__"))

print(Introspect.snapshot)
