# In a diamond, cooperative __init__ runs each class exactly once.

calls = []

class Root:
    def __init__(self):
        calls.append("Root")
        self.root_ready = True

class Left(Root):
    def __init__(self):
        calls.append("Left")
        super().__init__()

class Right(Root):
    def __init__(self):
        calls.append("Right")
        super().__init__()

class Diamond(Left, Right):
    def __init__(self):
        calls.append("Diamond")
        super().__init__()

Diamond()
print(calls)

# Without super(), explicit parent calls run Root twice
calls.clear()

class LeftExplicit(Root):
    def __init__(self):
        calls.append("LeftExplicit")
        Root.__init__(self)

class RightExplicit(Root):
    def __init__(self):
        calls.append("RightExplicit")
        Root.__init__(self)

class DiamondExplicit(LeftExplicit, RightExplicit):
    def __init__(self):
        calls.append("DiamondExplicit")
        LeftExplicit.__init__(self)
        RightExplicit.__init__(self)

DiamondExplicit()
print(calls)

# Attribute lookup in a diamond uses the MRO
class A:
    x = "A"
    def who(self):
        return "A"

class B(A):
    pass

class C(A):
    x = "C"
    def who(self):
        return "C"

class D(B, C):
    pass

print(D.x, D().who(), [k.__name__ for k in D.__mro__])

# Deeper diamond with keyword arguments consumed along the way
class Component:
    def __init__(self, **kw):
        if kw:
            raise TypeError("unused arguments: %s" % sorted(kw))

class Sized(Component):
    def __init__(self, size=1, **kw):
        self.size = size
        super().__init__(**kw)

class Colored(Component):
    def __init__(self, color="red", **kw):
        self.color = color
        super().__init__(**kw)

class Labeled(Component):
    def __init__(self, label="", **kw):
        self.label = label
        super().__init__(**kw)

class Widget(Sized, Colored, Labeled):
    pass

w = Widget(size=3, label="ok")
print(w.size, w.color, w.label)
try:
    Widget(size=1, weight=5)
except TypeError as e:
    print(type(e).__name__, e)
print([k.__name__ for k in Widget.__mro__])
