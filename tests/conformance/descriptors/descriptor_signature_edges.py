# Descriptor edge cases: odd __get__/__set__ signatures, AttributeError from
# __get__, descriptors through super() and metaclasses, builtin descriptors
# applied to the wrong type.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class OneArgGet:
    def __get__(self, obj): return "one"
class H:
    d = OneArgGet()
attempt("one-arg __get__ via instance", lambda: H().d)
attempt("one-arg __get__ via class", lambda: H.d)
class GetRaisesAttr:
    def __get__(self, obj, owner): raise AttributeError("from get")
class H2:
    d = GetRaisesAttr()
    def __getattr__(self, name): return "fallback " + name
attempt("get raises -> __getattr__", lambda: H2().d)
attempt("class get raises", lambda: H2.d)
class NotCallableGet:
    __get__ = 5
class H3:
    d = NotCallableGet()
attempt("__get__ = 5", lambda: H3().d)
class GetNone:
    __get__ = None
class H4:
    d = GetNone()
attempt("__get__ = None", lambda: H4().d)
class SetWrongArity:
    def __set__(self, obj): pass
class H5:
    d = SetWrongArity()
attempt("__set__ arity", lambda: setattr(H5(), "d", 1))
class Desc:
    def __get__(self, obj, owner=None): return ("desc", obj is None, owner.__name__)
class H6:
    d = Desc()

class H7(H6):
    def m(self): return super().d
    @classmethod
    def c(cls): return super().d
attempt("super instance", lambda: H7().m())
attempt("super class", lambda: H7.c())
# descriptor in metaclass and class both
class MD:
    def __get__(self, obj, owner): return "meta-desc"
    def __set__(self, obj, v): pass
class M(type):
    x = MD()
class K(metaclass=M):
    x = "class x"
attempt("meta data desc vs class attr", lambda: (K.x, K().x))
# __getattr__ on metaclass for instance lookups
class M2(type):
    def __getattr__(cls, name): return "meta getattr " + name
class K2(metaclass=M2): pass
attempt("meta __getattr__ via instance", lambda: K2().missing)
attempt("meta __getattr__ via class", lambda: K2.missing)
# builtin descriptor types called incorrectly
attempt("property.__get__ wrong inst", lambda: property(lambda s: s).__get__(5))
attempt("member desc on wrong type", lambda: type("S", (), {"__slots__": ("a",)}).a.__get__(5, int))
attempt("getset on wrong type", lambda: type.__dict__["__name__"].__get__(5))
attempt("method desc on wrong type", lambda: list.append(5, 1))
attempt("wrapper desc on wrong type", lambda: int.__add__("a", 1))
attempt("classmethod_descriptor wrong", lambda: dict.__dict__["fromkeys"].__get__(None, int))
attempt("method desc __get__ None None", lambda: list.append.__get__(None, None))
attempt("wrapper __get__ None None", lambda: int.__add__.__get__(None, None))
attempt("list.append.__get__([])", lambda: list.append.__get__([])(3))
attempt("unbound method desc no args", lambda: list.append())
attempt("int.__add__ no args", lambda: int.__add__())
