# Bound method objects: creation, equality, __self__/__func__, and calling.

class Greeter:
    def __init__(self, name):
        self.name = name

    def greet(self, greeting="hello"):
        return "%s, %s" % (greeting, self.name)

g = Greeter("ann")
m = g.greet
print(m(), m("hi"), m.__self__ is g, m.__func__ is Greeter.greet, m.__name__, m.__qualname__)

# Every attribute access creates a new bound method object, but they compare equal
print(g.greet is g.greet, g.greet == g.greet, Greeter("ann").greet == g.greet)
print(hash(g.greet) == hash(g.greet))

# Bound methods keep the instance alive and see later changes to it
g.name = "bob"
print(m())

# Unbound access through the class gives the plain function
print(Greeter.greet(g, "hey"), type(Greeter.greet).__name__)

# Methods of built-in types are bound too
append = [].append
print(type(append).__name__, append.__name__, append.__self__)
words = []
add = words.append
for w in "abc":
    add(w)
print(words, add.__self__ is words)
upper = "text".upper
print(upper(), upper.__self__, type(str.upper).__name__, type("x".upper).__name__)

# Replacing the method on the class affects existing bound methods? No.
old = g.greet
Greeter.greet = lambda self, greeting="yo": "%s %s!" % (greeting, self.name)
print(old(), g.greet())

# Binding by hand with __get__
def standalone(self, suffix):
    return self.name + suffix

bound = standalone.__get__(g, Greeter)
print(bound("!"), type(bound).__name__, bound.__self__ is g)

# Method attributes are read from the function
def documented(self):
    """Function docs."""

Greeter.documented = documented
print(g.documented.__doc__, g.documented.__module__)
try:
    g.documented.extra = 1
except AttributeError as e:
    print(type(e).__name__, e)

# Calling a method with the wrong number of arguments counts self
try:
    g.documented(1)
except TypeError as e:
    print(type(e).__name__, e)

# Methods stored in containers and called later
actions = [g.greet, str(g.name).upper, len]
print([a() if a is not len else a(g.name) for a in actions])
