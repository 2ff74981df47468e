# The module namespace: globals() dict operations, dunder names, dynamic definitions.

import sys

print(__name__, type(__builtins__).__name__, "__file__" in globals(), __doc__)
print(all(k in globals() for k in ("__name__", "__doc__", "__builtins__")))

# Define functions dynamically in the module namespace
for name, factor in (("double", 2), ("triple", 3)):
    globals()[name] = (lambda f: lambda x: x * f)(factor)
print(double(5), triple(5))

# A global assigned inside a loop inside a function
def init_table():
    global TABLE
    TABLE = {}
    for i in range(3):
        TABLE[i] = i * i

init_table()
print(TABLE)

# Names are looked up at call time, so redefinition affects existing callers
def helper():
    return "first helper"

def caller():
    return helper()

print(caller())

def helper():
    return "second helper"

print(caller())

# The module object is reachable through sys.modules and shares the namespace
this = sys.modules[__name__]
this.added = "via module object"
print(added, getattr(this, "TABLE") is TABLE)
del this.added
print("added" in globals())

# globals() inside a function is the module's dict
def inner_globals():
    return globals() is sys.modules["__main__"].__dict__

print(inner_globals())

# Shadowing a global with a parameter of the same name
value = "global value"

def shadow(value):
    return value

print(shadow("parameter"), value)
