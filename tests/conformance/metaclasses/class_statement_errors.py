# Errors raised while executing a class statement, and what odd metaclasses
# may return.

def attempt(label, make):
    try:
        result = make()
        print(label, "->", result if not isinstance(result, type) else "class " + result.__name__)
    except Exception as e:
        print(label, "->", type(e).__name__, e)

def non_callable_meta():
    class A(metaclass=5): pass
attempt("metaclass=5", non_callable_meta)

def instance_base():
    class A(object()): pass
attempt("object() base", instance_base)

def int_base():
    class A(1, 2): pass
attempt("int bases", int_base)

def string_base():
    class A("name"): pass
attempt("str base", string_base)

def none_meta():
    class A(metaclass=None): pass
    return A
attempt("metaclass=None", none_meta)

def star_bases():
    bases = (int,)
    kw = {"metaclass": type}
    class A(*bases, **kw): pass
    return A
attempt("star bases", star_bases)

def dup_kw():
    kw = {"metaclass": type}
    class A(metaclass=type, **kw): pass
attempt("duplicate metaclass", dup_kw)

def kw_to_type():
    class A(flag=True): pass
attempt("keyword to type", kw_to_type)

def meta_returns_other():
    def meta(name, bases, ns):
        return 42
    class A(metaclass=meta): pass
    return A
attempt("meta returns 42", meta_returns_other)

def meta_lambda():
    class A(metaclass=lambda *a: a[0]): pass
    return A
attempt("meta lambda", meta_lambda)

def prepare_raises():
    class M(type):
        @classmethod
        def __prepare__(mcls, name, bases):
            raise ValueError("no namespace for " + name)
    class A(metaclass=M): pass
attempt("prepare raises", prepare_raises)

def prepare_not_classmethod():
    class M(type):
        def __prepare__(name, bases):
            return {"injected": name}
    class A(metaclass=M): pass
    return A.injected
attempt("prepare plain function", prepare_prepare if False else prepare_not_classmethod)

def body_raises():
    class A:
        x = 1
        raise KeyError("in body")
attempt("body raises", body_raises)

def meta_new_wrong_args():
    class M(type):
        def __new__(mcls, name, bases):
            return super().__new__(mcls, name, bases, {})
    class A(metaclass=M): pass
attempt("meta __new__ arity", meta_new_wrong_args)

def new_returns_noninstance():
    class M(type):
        def __new__(mcls, name, bases, ns):
            return type(name, bases, ns)
        def __init__(cls, *args):
            print("  M.__init__ not called")
    class A(metaclass=M): pass
    return type(A).__name__
attempt("meta new returns plain type", new_returns_noninstance)

def final_base():
    class A(bool): pass
attempt("bool base", final_base)

def func_base():
    def f(): pass
    class A(f): pass
attempt("function base", func_base)

def nonlocal_class_name():
    class A:
        nonlocal_name = __qualname__
        module = __module__
    return A.nonlocal_name, A.module
attempt("body names", nonlocal_class_name)

def class_with_return_in_body():
    exec("class A:\n    return 1\n")
attempt("return in body", class_with_return_in_body)
