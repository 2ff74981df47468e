# Attribute hooks on metaclasses (__getattribute__, __setattr__, __delattr__)
# and type's own attribute methods applied to the wrong objects.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class Meta(type):
    def __getattribute__(cls, name):
        if name.startswith("virtual_"):
            return "virtual " + name[8:]
        return super().__getattribute__(name)
class K(metaclass=Meta):
    real = 1
attempt("meta getattribute", lambda: (K.real, K.virtual_x))
attempt("instance unaffected", lambda: K().virtual_x)
attempt("type.__getattribute__", lambda: type.__getattribute__(K, "real"))
attempt("type.__getattribute__ missing", lambda: type.__getattribute__(K, "virtual_y"))
attempt("type.__getattribute__ non-type", lambda: type.__getattribute__(5, "real"))
attempt("object.__getattribute__ on class", lambda: object.__getattribute__(K, "real"))
attempt("type.__setattr__ on instance", lambda: type.__setattr__(K(), "x", 1))
attempt("type.__setattr__ builtin", lambda: type.__setattr__(int, "x", 1))
attempt("type.__delattr__ builtin", lambda: type.__delattr__(int, "real"))
attempt("type.__setattr__ ok", lambda: (type.__setattr__(K, "x", 2), K.x))
class M2(type):
    def __setattr__(cls, name, value):
        print("  M2.__setattr__", name)
        super().__setattr__(name, value)
    def __delattr__(cls, name):
        print("  M2.__delattr__", name)
        super().__delattr__(name)
class K2(metaclass=M2): pass
K2.a = 1
del K2.a
attempt("del missing class attr", lambda: delattr(K2, "a"))
attempt("hasattr meta", lambda: (hasattr(K2, "mro"), hasattr(K2(), "mro")))
attempt("meta method via instance", lambda: K2().mro)
attempt("getattr type special", lambda: (K.__name__, K.__qualname__, K.__module__, K.__mro__[0] is K))
attempt("type.__dict__ keys", lambda: sorted(k for k in type.__dict__ if not k.startswith("_"))[:5])
attempt("type.__name__ of builtins", lambda: (type.__name__, type(len).__name__, type([].append).__name__, type(int.__add__).__name__, type((1).__add__).__name__, type(list.append).__name__, type(dict.fromkeys).__name__, type(dict.__dict__["fromkeys"]).__name__))
