# Subclasses of builtin types created with too many or unexpected arguments:
# which check runs (__new__'s or __init__'s) and how each words the error.

def attempt(label, fn):
    try: r = fn(); print(label, "->", type(r).__name__)
    except Exception as e: print(label, "->", type(e).__name__, e)
for base in (list, dict, set, frozenset, tuple, int, float, str, complex, bytes, range, Exception, property, staticmethod, super, type):
    try:
        class WithInit(base):
            def __init__(self, *args, **kwargs): pass
    except TypeError as e:
        print(base.__name__, "not subclassable", e); continue
    class Plain(base): pass
    attempt(f"{base.__name__} WithInit 3 args", lambda: WithInit(1, 2, 3))
    attempt(f"{base.__name__} WithInit kw", lambda: WithInit(zz=3))
    attempt(f"{base.__name__} Plain 3 args", lambda: Plain(1, 2, 3))
    attempt(f"{base.__name__} Plain kw", lambda: Plain(zz=3))

# The constructors called directly, for contrast
for expr in ("int(1, 2, 3)", "super(1, 2, 3)", "set(1, 2, 3)", "bytes(1, 2)", "bytes(encoding='utf-8')",
             "bytes(1, errors='x')", "frozenset(1, 2)", "float(1, 2)", "tuple(1, 2)"):
    try:
        eval(expr)
    except TypeError as e:
        print(expr, "->", e)
