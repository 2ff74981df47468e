# __class__ assignment on modules: allowed between module and ModuleType
# subclasses (CPython's one exception for builtin types), refused otherwise.

import sys
def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
ModuleType = type(sys)
class MyModule(ModuleType):
    def greet(self): return "hello from " + self.__name__
    @property
    def computed(self): return 42
m = ModuleType("scratch")
attempt("module -> subclass", lambda: (setattr(m, "__class__", MyModule), m.greet(), m.computed))
attempt("module subclass -> module", lambda: (setattr(m, "__class__", ModuleType), type(m).__name__))
class Plain: pass
attempt("module -> plain class", lambda: setattr(m, "__class__", Plain))
attempt("sys -> subclass", lambda: (setattr(sys, "__class__", MyModule), sys.greet()))
sys.__class__ = ModuleType
attempt("plain -> module", lambda: setattr(Plain(), "__class__", MyModule))
class MyModule2(ModuleType):
    __slots__ = ("extra",)
attempt("module -> slotted subclass", lambda: setattr(m, "__class__", MyModule2))
attempt("module repr", lambda: repr(m))
attempt("module dir has", lambda: "greet" in dir(MyModule("x")))
attempt("module subclass init", lambda: (MyModule("n").__name__, MyModule("n", "doc").__doc__))
