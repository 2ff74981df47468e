# Function objects: names, docs, defaults, module, dict and code attributes.

def outer(a, b=2, *args, c, d=4, **kwargs):
    """Outer's documentation."""
    x = a + b
    def inner(y):
        return x + y
    return inner

print(outer.__name__, outer.__qualname__, outer.__module__)
print(outer.__doc__)
print(outer.__defaults__, outer.__kwdefaults__)
inner = outer(1, c=3)
print(inner.__name__, inner.__qualname__, inner.__doc__, inner.__defaults__)
print(type(outer).__name__, callable(outer), type(outer.__code__).__name__)

code = outer.__code__
print(code.co_name, code.co_qualname, code.co_argcount, code.co_kwonlyargcount)
print(code.co_varnames, code.co_cellvars, code.co_freevars)
print(code.co_nlocals, code.co_posonlyargcount)
print(inner.__code__.co_freevars, inner.__code__.co_varnames)
print(code.co_flags & 0x04 != 0, code.co_flags & 0x08 != 0)   # VARARGS, VARKEYWORDS
print(inner.__code__.co_flags & 0x10 != 0)                    # NESTED
print(code.co_filename == __file__ or code.co_filename.endswith("function_attributes.py"))

# Closures expose their cells
print(len(inner.__closure__), type(inner.__closure__[0]).__name__,
      inner.__closure__[0].cell_contents)
print(outer.__closure__)

# Functions have a __dict__ for arbitrary attributes
def tagged():
    return tagged.calls

tagged.calls = 0
tagged.calls += 5
print(tagged(), tagged.__dict__)

# Renaming a function changes __name__ but not the code name
def original():
    pass

original.__name__ = "renamed"
original.__qualname__ = "Somewhere.renamed"
print(original.__name__, original.__qualname__, original.__code__.co_name)

try:
    original.__name__ = 5
except TypeError as e:
    print(type(e).__name__, e)

# Globals and builtins references
print(outer.__globals__ is globals(), "outer" in outer.__globals__)

# Methods inherit attributes from the function
class C:
    def method(self):
        """Method doc."""
        return 1

print(C.method.__qualname__, C().method.__name__, C().method.__doc__)
print(C().method.__func__ is C.method, type(C().method).__name__)
print(C().method.__self__.__class__.__name__)

def lines():
    a = 1
    b = 2
    return a + b

print(lines.__code__.co_firstlineno - outer.__code__.co_firstlineno)
print(1 in lines.__code__.co_consts, 2 in lines.__code__.co_consts, lines.__code__.co_names)
