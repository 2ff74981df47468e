# Subclasses of builtin types that override __init__ or __new__: which extra
# positional/keyword arguments the builtin's constructor still refuses.

def attempt(label, fn):
    try: r = fn(); print(label, "->", type(r).__name__, r)
    except Exception as e: print(label, "->", type(e).__name__, e)
for base in (list, dict, set, frozenset, tuple, int, float, str, complex, bytes, Exception, object):
    class WithInit(base):
        def __init__(self, *args, **kwargs):
            self.args_seen = (args, kwargs)
    class WithNew(base):
        def __new__(cls, *args, **kwargs):
            return super().__new__(cls)
    attempt(f"{base.__name__} init extra args", lambda: WithInit(1, 2, x=3).args_seen)
    attempt(f"{base.__name__} new extra args", lambda: type(WithNew(1, 2, x=3)).__name__)
    class Plain(base): pass
    attempt(f"{base.__name__} plain kw", lambda: Plain(x=1))
