# Docstrings: which string literals become __doc__ and which do not.

def documented():
    """First line.

    More detail after a blank line.
    """
    return 1

def not_first():
    x = 1
    """this string is not a docstring"""
    return x

def fstring_doc():
    f"""f-strings are never docstrings"""

def concatenated():
    "implicitly " "concatenated"

def single_quoted():
    'single quotes work too'

class Documented:
    """Class doc."""

    def method(self):
        """Method doc."""

    @property
    def prop(self):
        """Property doc."""
        return 1

    @staticmethod
    def static():
        """Static doc."""

print(repr(documented.__doc__))
print(not_first.__doc__, fstring_doc.__doc__, repr(concatenated.__doc__), repr(single_quoted.__doc__))
print(Documented.__doc__, Documented.method.__doc__, Documented.prop.__doc__,
      Documented.static.__doc__)
print(Documented().method.__doc__, Documented().__doc__)

lam = lambda: None
print(lam.__doc__)

# __doc__ is writable
def changeable():
    "old"

changeable.__doc__ = "new"
print(changeable.__doc__)
Documented.__doc__ = "changed class doc"
print(Documented.__doc__)

# Docstrings appear as the first constant of the code object
print(documented.__code__.co_consts[0] == documented.__doc__)

# Module docstring is None here because the module starts with a comment and code
print(__doc__)

# Using docstrings for a simple command table
def cmd_add(a, b):
    "add two numbers"
    return a + b

def cmd_neg(a):
    "negate a number"
    return -a

commands = {name[4:]: fn for name, fn in sorted(globals().items()) if name.startswith("cmd_")}
for name, fn in commands.items():
    print("%-4s %s (%d args)" % (name, fn.__doc__, fn.__code__.co_argcount))
