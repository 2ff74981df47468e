# pass, docstring-only bodies and ... bodies in every compound statement.

def f():
    pass

def g():
    "only a docstring"

def h():
    ...

class Empty:
    pass

class Documented:
    """Just documentation."""

print(f(), g(), h(), g.__doc__, f.__doc__)
print(Documented.__doc__, Empty.__doc__)

for _ in range(3):
    pass
while False:
    pass
if True:
    pass
else:
    pass
try:
    pass
except Exception:
    pass
else:
    pass
finally:
    pass

class Ctx:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass

with Ctx() as c:
    pass
print(type(c).__name__)

# The loop variable still gets bound even when the body does nothing
for i in range(4):
    pass
print(i)

# Empty functions still accept their parameters
def takes(a, b=1, *args, **kwargs):
    pass

print(takes(1, 2, 3, x=4))

# A class with only pass still gets a proper name and module
print(Empty.__name__, Empty.__qualname__, Empty.__module__)
print(type(Empty()).__name__)

# Nested empty definitions
def outer():
    def inner():
        pass
    class Local:
        pass
    return inner, Local

inner, Local = outer()
print(inner.__qualname__, Local.__qualname__)
