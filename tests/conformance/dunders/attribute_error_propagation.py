# hasattr/getattr with defaults: only AttributeError means missing; other
# exceptions from properties, __getattr__ and __getattribute__ propagate.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class C:
    @property
    def attr_err(self): raise AttributeError("inner attr")
    @property
    def key_err(self): raise KeyError("inner key")
    @property
    def ok(self): return 1
c = C()
attempt("hasattr attr_err", lambda: hasattr(c, "attr_err"))
attempt("hasattr key_err", lambda: hasattr(c, "key_err"))
attempt("getattr default attr_err", lambda: getattr(c, "attr_err", "dflt"))
attempt("getattr default key_err", lambda: getattr(c, "key_err", "dflt"))
attempt("getattr attr_err", lambda: getattr(c, "attr_err"))
class G:
    def __getattr__(self, name):
        if name == "boom": raise RuntimeError("boom")
        raise AttributeError(name)
attempt("hasattr G boom", lambda: hasattr(G(), "boom"))
attempt("hasattr G other", lambda: hasattr(G(), "other"))
attempt("getattr G default", lambda: getattr(G(), "other", 0))
class GA:
    def __getattribute__(self, name):
        raise AttributeError("always " + name)
    def __getattr__(self, name):
        return "fallback " + name
attempt("getattribute always fails", lambda: (GA().x, hasattr(GA(), "y")))
class GA2:
    def __getattribute__(self, name):
        raise ValueError("not attr " + name)
    def __getattr__(self, name):
        return "never"
attempt("getattribute other error", lambda: GA2().x)
attempt("hasattr other error", lambda: hasattr(GA2(), "x"))
class StopIterAttr:
    def __getattr__(self, name): raise StopIteration(name)
attempt("getattr StopIteration", lambda: getattr(StopIterAttr(), "x", "d"))
