# Mixing global and nonlocal declarations across nested functions.

value = "module"

def outer():
    value = "outer"
    def middle():
        global value
        value = "set by middle (global)"
        def inner():
            nonlocal_target = "unused"
            return value
        return inner()
    def other():
        nonlocal value
        value = "set by other (outer's)"
    result = middle()
    other()
    return result, value

print(outer(), value)

# nonlocal reaches the nearest enclosing function that binds the name
def a():
    n = "a"
    def b():
        n = "b"
        def c():
            nonlocal n
            n = "changed in c"
        c()
        return n
    return b(), n

print(a())

# A global declaration in an inner function does not affect the outer function's local
counter = 0

def outer_counter():
    counter = 100
    def bump_global():
        global counter
        counter += 1
    bump_global()
    bump_global()
    return counter

print(outer_counter(), counter)

# Class bodies can declare global and nonlocal too
def factory():
    hits = 0
    class Tracker:
        nonlocal hits
        hits += 10
        global counter
        counter += 1000
    return hits

print(factory(), counter)

# Reading a global that is later deleted
temp = "temporary"

def read_temp():
    return temp

print(read_temp())
del temp
try:
    read_temp()
except NameError as e:
    print(type(e).__name__, e)
