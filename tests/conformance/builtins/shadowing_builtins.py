# Builtin names can be shadowed at module, function and class level, and restored.

print(len("abc"))
len = lambda x: "shadowed len"
print(len("abc"))
del len
print(len("abc"))

def local_shadow():
    list = "not a list"
    return list

print(local_shadow(), list("ab"))

class Weird:
    str = "class-level str"
    value = str

    def method(self):
        return str(5)

print(Weird.value, Weird().method())

# Modifying the builtins namespace affects every module-level lookup
__builtins__.my_helper = lambda: "added to builtins"
print(my_helper())
del __builtins__.my_helper
try:
    my_helper()
except NameError as e:
    print(type(e).__name__, e)

# Shadowing a builtin in a function makes it local everywhere in that function
def uses_before_assign():
    try:
        return sum([1, 2])
    except UnboundLocalError as e:
        return "%s: %s" % (type(e).__name__, e)
    finally:
        pass
    sum = None

print(uses_before_assign())

# Builtins are found after globals
print = print
print("print rebound to itself still works")
del print
print("builtin print restored")

# The builtins module is available as __builtins__ in __main__
print(type(__builtins__).__name__, __builtins__.__name__)
print(all(hasattr(__builtins__, n) for n in (
    "print", "len", "range", "isinstance", "issubclass", "type", "repr", "str", "int", "float",
    "bool", "list", "tuple", "dict", "set", "iter", "next", "enumerate", "zip", "map", "filter",
    "reversed", "sorted", "min", "max", "sum", "abs", "any", "all", "getattr", "setattr",
    "hasattr", "delattr", "id", "hash", "callable", "super", "object", "property",
    "staticmethod", "classmethod", "exec", "eval", "compile", "globals", "locals", "vars",
    "dir", "chr", "ord")))
print(True, False, None, __name__, __debug__)
