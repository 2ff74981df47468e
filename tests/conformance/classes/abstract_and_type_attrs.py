# Type attributes: __abstractmethods__ (set by hand, as abc would),
# __dict__/__doc__/__module__ writes, __annotations__ and __type_params__.

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, AttributeError, ValueError) as e:
        print(label, "->", type(e).__name__, e)

class Shape:
    def area(self): raise NotImplementedError
    def perimeter(self): raise NotImplementedError

attempt("no abstract methods", lambda: type(Shape()).__name__)
attempt("read unset", lambda: Shape.__abstractmethods__)
Shape.__abstractmethods__ = frozenset({"area"})
attempt("one abstract", lambda: Shape())
Shape.__abstractmethods__ = frozenset({"area", "perimeter"})
attempt("two abstract", lambda: Shape())
Shape.__abstractmethods__ = ["perimeter", "area", "volume"]
attempt("three abstract (list)", lambda: Shape())
Shape.__abstractmethods__ = ()
attempt("cleared", lambda: type(Shape()).__name__)
Shape.__abstractmethods__ = {"area"}
del Shape.__abstractmethods__
attempt("deleted", lambda: type(Shape()).__name__)
attempt("delete again", lambda: delattr(Shape, "__abstractmethods__"))
attempt("type's own", lambda: type.__abstractmethods__)
attempt("int's", lambda: int.__abstractmethods__)

class Square(Shape): pass
Square.__abstractmethods__ = frozenset({"area"})
attempt("subclass", lambda: Square())
attempt("subclass via object.__new__", lambda: object.__new__(Square))

# __module__, __doc__, __name__ of classes are writable; of builtins not
class K:
    "doc"
K.__module__ = "mod"
K.__doc__ = "new doc"
print(K.__module__, K.__doc__, repr(K))
attempt("int.__module__", lambda: setattr(int, "__module__", "x"))
attempt("int.__doc__", lambda: setattr(int, "__doc__", "x"))
attempt("K.__dict__", lambda: setattr(K, "__dict__", {}))
attempt("K.__mro__", lambda: setattr(K, "__mro__", ()))
attempt("K.__bases__ del", lambda: delattr(K, "__bases__"))
attempt("del K.__doc__", lambda: (delattr(K, "__doc__"), K.__doc__))
attempt("del K.__module__", lambda: (delattr(K, "__module__"), K.__module__))
attempt("K.__qualname__", lambda: K.__qualname__)

# Class annotations
class Annotated:
    a: int
    b: "str" = "x"
print(Annotated.__annotations__, type(Annotated.__dict__["__annotations__"]).__name__)
class NoAnnotations: pass
print(NoAnnotations.__annotations__, "__annotations__" in NoAnnotations.__dict__)
NoAnnotations.__annotations__ = {"z": 1}
print(NoAnnotations.__annotations__)
del NoAnnotations.__annotations__
attempt("deleted annotations", lambda: NoAnnotations.__annotations__)
attempt("int annotations", lambda: int.__annotations__)
class InheritsAnnotations(Annotated): pass
print(InheritsAnnotations.__annotations__)

# __type_params__ of an ordinary class
print(K.__type_params__, int.__type_params__)

# __basicsize__ style attributes exist; flags too
print(type(K.__basicsize__).__name__, type(K.__flags__).__name__)
print(K.__dictoffset__ != 0, int.__dictoffset__, type(K.__itemsize__).__name__)
