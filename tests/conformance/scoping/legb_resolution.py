# Name resolution order: local, enclosing, global, builtin.

x = "global x"
len_calls = []

def outer():
    x = "enclosing x"
    def inner():
        x = "local x"
        return x
    def reads_enclosing():
        return x
    def reads_global():
        global x
        return x
    return inner(), reads_enclosing(), reads_global()

print(outer())

def builtin_fallback():
    return len("four")

def global_shadows_builtin():
    return len

len = lambda s: "global len"
print(builtin_fallback(), global_shadows_builtin()("x"))
del len
print(builtin_fallback())

# The decision "local or not" is made for the whole function at compile time
def unbound():
    try:
        print(x)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    x = "assigned later"
    return x

print(unbound())

def unbound_aug():
    try:
        x += "!"
    except UnboundLocalError as e:
        return "%s: %s" % (type(e).__name__, e)

print(unbound_aug())

def conditional_assign(flag):
    if flag:
        y = "set"
    try:
        return y
    except UnboundLocalError as e:
        return "%s: %s" % (type(e).__name__, e)

print(conditional_assign(True), conditional_assign(False))

# Import-free, def and class statements also bind local names
def binds_via_def():
    def helper():
        return "helper"
    class Local:
        pass
    for loop_var in range(1):
        pass
    with_names = sorted(locals())
    return with_names

print(binds_via_def())

# A loop variable leaks into the function scope, a comprehension variable does not
def leaks():
    for i in range(3):
        pass
    squares = [j * j for j in range(3)]
    return i, "j" in locals()

print(leaks())

# Name defined after the function but before the call is found
def uses_later_global():
    return defined_after

defined_after = "defined after the def"
print(uses_later_global())
