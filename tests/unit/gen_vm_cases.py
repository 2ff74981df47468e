#!/usr/bin/env python3
"""Generates vm_cases.inc for test_vm.cpp: small programs and what CPython
3.13 prints for them (stdout, and the last line of the report of an uncaught
exception).

Run with CPython 3.13:
    /root/.pyenv/versions/3.13.0/bin/python3.13 tests/unit/gen_vm_cases.py

The programs may use only the builtins that vm_test_support.h provides
(print with sep/end, len, repr, isinstance, iter, next, getattr, hasattr, id,
the builtin types and exceptions, __build_class__), since the VM tests run
before and independently of the builtins module.
"""

import contextlib
import io
import os
import sys
import traceback

CASES = []


def case(name, source):
    CASES.append((name, source.strip("\n") + "\n"))


# ---- Basics -------------------------------------------------------------------------
case("arithmetic", """
x = 1 + 2 * 3
y = (x - 4) // 2
print(x, y, x % 4, -x, ~x, x ** 2, 7 / 2)
print(2 ** 100, 10 - 2 ** 62, (1 << 62) + (1 << 62))
""")
case("comparisons_and_bools", """
a, b = 3, 5
print(a < b, a > b, a == 3, a != 3, 1 < a < b, not a, a is a, a is not b)
print(1 in [1, 2], 3 not in (1, 2), 'x' in 'xyz')
print(a and b, 0 and b, a or b, 0 or b, None or 0)
""")
case("if_while_for", """
total = 0
for i in range(10):
    if i % 2 == 0:
        continue
    if i > 7:
        break
    total += i
else:
    print("no")
n = 0
while n < 3:
    n += 1
else:
    print("while else", n)
print(total)
""")
case("containers", """
l = [1, 2, 3]
l.append(4)
t = (1, 'a', None)
d = {'a': 1, 'b': 2}
d['c'] = 3
s = {1, 2, 2, 3}
print(l, t, d, s, l[1:3], l[::-1], l[-1], len(d))
del l[0]
del d['a']
print(l, d, {**d, 'z': 0}, [*l, *t], (*l,))
x, *y, z = range(5)
print(x, y, z)
a = b = [0]
a[0] += 5
print(a, b)
""")
case("fstrings", """
x = 3.14159
n = 42
s = 'hi'
print(f"{x:.2f} {n:>5} {s!r} {n!s:^6}|{'nested' + s}")
print(f"{n=}", f"{x*2:{'.3'}}")
""")
case("functions_defaults_kwargs", """
def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, sorted(kw.items()) if kw else kw)
print(f(1, c=3))
print(f(1, 2, 3, 4, c=5, e=6, d=7))
def g(x, /, y, *, z):
    return x + y + z
print(g(1, 2, z=3), g(1, y=2, z=3))
print(f(*[1, 2, 3], **{'c': 9}))
""".replace("sorted(kw.items()) if kw else kw", "list(kw.items())"))
case("closures_and_nonlocal", """
def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = counter()
c(); c()
print(c())
def outer(x):
    def middle():
        def inner():
            return x * 2
        return inner
    return middle()()
print(outer(21))
fs = [lambda i=i: i * 10 for i in range(3)]
print([f() for f in fs])
""")
case("globals", """
g = 1
def set_g():
    global g
    g = 2
set_g()
print(g)
def read():
    return g + 1
print(read())
""")
case("recursion_fib", """
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(20))
""")
case("comprehensions", """
print([x * x for x in range(5) if x % 2 == 0])
print({x: x * 2 for x in range(3)})
print({x % 3 for x in range(10)})
print(list(x + y for x in range(3) for y in range(2)))
x = 'outer'
[x for x in range(3)]
print(x)
""")

# ---- Exceptions ---------------------------------------------------------------------
case("try_except_finally", """
def f(v):
    try:
        if v == 0:
            raise ValueError("zero")
        return 10 // v
    except ValueError as e:
        print("caught", e)
        return -1
    except ZeroDivisionError:
        return -2
    else:
        print("unreachable")
    finally:
        print("finally", v)
print(f(0), f(5))
try:
    1 / 0
except (TypeError, ZeroDivisionError) as e:
    print(type(e).__name__, e)
try:
    try:
        raise KeyError('k')
    finally:
        print("inner finally")
except LookupError as e:
    print("lookup", repr(e))
""")
case("exception_chaining", """
try:
    try:
        raise ValueError("a")
    except ValueError as e:
        raise TypeError("b") from e
except TypeError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    try:
        raise ValueError("a")
    except ValueError:
        raise TypeError("b")
except TypeError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    try:
        raise ValueError("a")
    except ValueError:
        raise
except ValueError as e:
    print("reraised", e)
try:
    raise ValueError("x") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__)
""")
case("exception_in_finally_context", """
try:
    try:
        raise ValueError(1)
    finally:
        print("cleanup")
except ValueError as e:
    print(repr(e), e.__context__)
def gen_ctx():
    try:
        raise KeyError(1)
    except KeyError:
        try:
            raise IndexError(2)
        except IndexError as e:
            return repr(e.__context__)
print(gen_ctx())
""")
case("with_statement", """
class CM:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    def __enter__(self):
        print("enter", self.name)
        return self.name
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, v)
        return self.swallow
with CM("a") as a, CM("b") as b:
    print("body", a, b)
with CM("c", swallow=True):
    raise ValueError("swallowed")
print("after")
try:
    with CM("d"):
        raise KeyError("escapes")
except KeyError as e:
    print("caught", repr(e))
""")
case("uncaught_zero_division", """
def f():
    return 1 / 0
f()
""")
case("uncaught_name_error_suggestion", """
value = 1
print(valeu)
""")
case("uncaught_key_error", """
d = {}
d['missing']
""")
case("uncaught_exception_no_message", """
raise RuntimeError
""")
case("uncaught_chain_last_line", """
try:
    1 / 0
except ZeroDivisionError:
    raise ValueError("during")
""")
case("attribute_error_suggestion", """
class C:
    def __init__(self):
        self.counter = 0
C().countr
""")
case("recursion_error", """
def r(n):
    return r(n + 1)
r(0)
""")
case("bad_call_arguments", """
def f(a, b, /, c, *, d, e=1): pass
tests = [
    lambda: f(),
    lambda: f(1, 2, 3),
    lambda: f(1, 2, 3, 4),
    lambda: f(a=1, b=2, c=3, d=4),
    lambda: f(1, 2, 3, d=4, z=5),
    lambda: f(1, 2, 3, c=3, d=4),
    lambda: (lambda x, *, k: 0)(1, 2, k=3),
    lambda: (lambda x=1: 0)(1, 2),
    lambda: (lambda abc: 0)(abd=1),
    lambda: (lambda: 0)(1),
]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
""")
case("unpack_errors", """
for src in ["a, b = 1", "a, b = [1, 2, 3]", "a, b = (1,)", "a, *b, c = [1]"]:
    try:
        if src == "a, b = 1":
            a, b = 1
        elif src == "a, b = [1, 2, 3]":
            a, b = [1, 2, 3]
        elif src == "a, b = (1,)":
            a, b = (1,)
        else:
            a, *b, c = [1]
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
""")
case("unbound_and_free", """
def f():
    print(x)
    x = 1
try:
    f()
except UnboundLocalError as e:
    print(e)
def g():
    def h():
        return y
    try:
        h()
    except NameError as e:
        print(e)
    y = 2
g()
""")

# ---- Classes ------------------------------------------------------------------------
case("class_basics", """
class Point:
    count = 0
    def __init__(self, x, y):
        self.x = x
        self.y = y
        Point.count += 1
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)
    @property
    def norm1(self):
        return self.x + self.y
    @staticmethod
    def origin():
        return Point(0, 0)
    @classmethod
    def make(cls, v):
        return cls(v, v)
p = Point(1, 2) + Point(3, 4)
print(p, p.norm1, Point.origin(), Point.make(5), Point.count)
print(type(p).__name__, Point.__qualname__, Point.__module__)
""")
case("inheritance_super", """
class A:
    def hello(self):
        return "A"
class B(A):
    def hello(self):
        return "B" + super().hello()
class C(A):
    def hello(self):
        return "C" + super().hello()
class D(B, C):
    def hello(self):
        return "D" + super().hello()
print(D().hello(), [k.__name__ for k in D.__mro__])
class E(A):
    def __init__(self):
        super().__init__()
        self.v = 1
print(E().v)
""")
case("metaclass_and_init_subclass", """
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns['tag'] = kw.get('tag', 'none')
        return super().__new__(mcls, name, bases, ns)
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("prepare", name, kw)
        return {}
class Base(metaclass=Meta, tag='t'):
    pass
print(Base.tag, type(Base).__name__)
class Plugin:
    registry = []
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        Plugin.registry.append((cls.__name__, key))
class P1(Plugin, key='one'): pass
class P2(Plugin): pass
print(Plugin.registry)
""")
case("class_cell_and_decorators", """
def deco(cls):
    cls.decorated = True
    return cls
@deco
class K:
    def who(self):
        return __class__.__name__
print(K().who(), K.decorated)
def twice(f):
    def wrapper(*a, **k):
        return f(*a, **k) * 2
    return wrapper
@twice
def three():
    return 3
print(three())
""")
case("dunder_protocols", """
class V:
    def __init__(self, items):
        self.items = items
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def __contains__(self, x):
        return x in self.items
    def __iter__(self):
        return iter(self.items)
    def __bool__(self):
        return bool(self.items)
    def __eq__(self, other):
        return isinstance(other, V) and self.items == other.items
    def __call__(self, k):
        return k * len(self)
v = V([1, 2, 3])
print(len(v), v[1], 2 in v, list(v), bool(V([])), v == V([1, 2, 3]), v(10))
for item in v:
    print(item, end=' ')
print()
""")

# ---- Generators ---------------------------------------------------------------------
case("generators_basic", """
def gen(n):
    for i in range(n):
        yield i * i
    return 'done'
print(list(gen(4)))
g = gen(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)
def echo():
    got = yield 'first'
    while True:
        got = yield f'got {got}'
e = echo()
print(next(e), e.send(1), e.send(2))
e.close()
""")
case("generators_yield_from", """
def inner():
    x = yield 1
    yield x
    return 'inner result'
def outer():
    r = yield from inner()
    yield r
g = outer()
print(next(g), g.send('sent'), next(g))
def chain(*its):
    for it in its:
        yield from it
print(list(chain([1, 2], (3,), range(4, 6))))
""")
case("generator_throw_close", """
def g():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("got", e)
        yield 'recovered'
    finally:
        print("cleanup")
x = g()
print(next(x))
print(x.throw(ValueError("boom")))
x.close()
y = g()
next(y)
y.close()
print(y.gi_frame, y.gi_running)
def stop():
    raise StopIteration
    yield
try:
    next(stop())
except RuntimeError as e:
    print(e, type(e.__cause__).__name__)
def bad():
    yield 1
z = bad()
try:
    z.send(5)
except TypeError as e:
    print(e)
""")
case("generator_expression", """
g = (i * 2 for i in range(3))
print(next(g), list(g))
print(list(x for x in range(5)))
""")


# ---- Error messages of the VM's own operations ---------------------------------------
case("vm_error_messages", """
def show(thunk):
    try:
        thunk()
    except Exception as e:
        print(type(e).__name__ + ":", e)
def f(a): return a
def raise_int(): raise 1
def raise_from_int(): raise ValueError from 1
def bare_raise(): raise
def catch_int():
    try:
        raise ValueError
    except 1:
        pass
def catch_tuple():
    try:
        raise ValueError
    except (ValueError, "x"):
        pass
def star_int(): return f(*1)
def star_star_int(): return f(**1)
def dup_kw(): return f(**{'a': 1}, **{'a': 2})
def non_str_kw(): return f(**{1: 2})
def list_star(): return [*1]
def set_star(): return {*1}
def dict_star(): return {**1}
def unpack_int():
    a, b = 1
def with_int():
    with 1:
        pass
class NoExit:
    def __enter__(self): return self
def with_no_exit():
    with NoExit():
        pass
def yield_from_int():
    yield from 1
for thunk in [raise_int, raise_from_int, bare_raise, catch_int, catch_tuple, star_int,
              star_star_int, dup_kw, non_str_kw, list_star, set_star, dict_star, unpack_int,
              with_int, with_no_exit, lambda: list(yield_from_int()), lambda: undefined_thing,
              lambda: f(), lambda: f(1, 2), lambda: f(b=1), lambda: f(1, a=1)]:
    show(thunk)
""")
case("class_creation_errors", """
def show(thunk):
    try:
        thunk()
    except Exception as e:
        print(type(e).__name__ + ":", e)
class M1(type): pass
class M2(type): pass
class A(metaclass=M1): pass
class B(metaclass=M2): pass
def conflict():
    class C(A, B): pass
class BadPrepare(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return 1
def bad_prepare():
    class D(metaclass=BadPrepare): pass
def bad_base():
    class E(1): pass
def final_bool():
    class F(bool): pass
def no_super():
    return super()
class G:
    def m(self):
        return super().missing
for thunk in [conflict, bad_prepare, bad_base, final_bool, no_super, lambda: G().m()]:
    show(thunk)
class Entries:
    def __mro_entries__(self, bases):
        return (object,)
class H(Entries()):
    pass
print(H.__orig_bases__[0].__class__.__name__, H.__bases__)
""")
case("class_body_scoping", """
x = "global"
def f():
    x = "enclosing"
    class C:
        print(x)
        x = "class"
        print(x)
        def m(self):
            return x
    return C
print(f()().m())
def g():
    y = 1
    class D:
        y = y + 1 if False else 5
        z = [y for _ in range(1)]
    return D.y, D.z
print(g())
class K:
    a = 1
    b = [a * i for i in range(3)] if False else None
    def get_a(self):
        return __class__.a
print(K().get_a(), K.__qualname__)
""")
case("generator_edge_cases", """
def g():
    yield 1
it = g()
print(it is iter(it), next(it))
print(next(it, "done"))
def running():
    yield running_gen.send(None)
running_gen = running()
try:
    next(running_gen)
except ValueError as e:
    print(e)
def catch_exit():
    try:
        yield 1
    except GeneratorExit:
        print("got exit")
        raise
c = catch_exit()
next(c)
c.close()
print("closed", c.gi_suspended)
def returns_on_close():
    try:
        yield 1
    finally:
        return "from finally"
r = returns_on_close()
next(r)
print(r.close())
def inner():
    try:
        yield 1
    except ValueError:
        return "handled"
def outer():
    result = yield from inner()
    yield result
o = outer()
next(o)
print(o.throw(ValueError))
def lazy():
    print("started")
    yield
l = lazy()
print("created")
next(l)
""")


# ---- Full tracebacks (run from a real file, so source lines and carets show) ----------
TRACEBACK_CASES = []


def tb_case(name, source):
    TRACEBACK_CASES.append((name, source.strip("\n") + "\n"))


tb_case("binary_op_carets", """
def f(a, b):
    return a / b
def g():
    x = [1, 2, 3]
    return f(1, 0) + x[0]
g()
""")
tb_case("subscript_carets", """
data = {"a": {"b": 1}}
print(data["a"]["c"])
""")
tb_case("call_carets_and_full_line", """
def fail():
    raise ValueError("no")
result = fail()
""")
tb_case("return_call_full_line", """
def inner():
    raise KeyError("k")
def outer():
    return inner()
outer()
""")
tb_case("attribute_no_carets", """
class C:
    pass
C().missing
""")
tb_case("multiline_call", """
def f(*args):
    raise TypeError("bad")
f(1,
  2,
  3)
""")
tb_case("chained_cause", """
def parse(text):
    try:
        return int(text)
    except ValueError as e:
        raise RuntimeError("could not parse") from e
parse("x")
""")
tb_case("chained_context", """
try:
    {}["missing"]
except KeyError:
    undefined_name
""")
tb_case("recursion_repeated", """
def down(n):
    return down(n + 1)
down(0)
""")
tb_case("nested_functions_indented", """
def outer():
    def inner():
        items = []
        return items[3]
    return inner()
outer()
""")
tb_case("raise_in_method_with_self_suggestion", """
class Counter:
    def __init__(self):
        self.total = 0
    def add(self):
        return total + 1
Counter().add()
""")
tb_case("generator_traceback", """
def gen():
    yield 1
    raise ValueError("in generator")
for x in gen():
    pass
""")
tb_case("exception_with_notes", """
e = ValueError("base")
e.add_note("first note")
e.add_note("second note")
raise e
""")


tb_case("exception_group_tree", """
def f():
    raise ExceptionGroup("outer", [ValueError(1),
                                   ExceptionGroup("inner", [TypeError(2), KeyError(3)]),
                                   RuntimeError("r")])
try:
    f()
except* ValueError as e:
    print("caught", repr(e))
""")
tb_case("exception_group_chained_member", """
def g():
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ExceptionGroup("many", [ValueError("v"), TypeError("t")]) from e
g()
""")

case("except_star", """
eg = ExceptionGroup("msg", [ValueError(1), TypeError(2), ExceptionGroup("inner", [ValueError(3), KeyError(4)])])
m, r = eg.split(ValueError)
print(repr(m), repr(r))
print(eg.subgroup(lambda e: isinstance(e, KeyError)))
try:
    try:
        raise eg
    except* ValueError as e:
        print("caught", repr(e))
    except* TypeError as e:
        print("types", repr(e))
except KeyError as e:
    print("never")
except ExceptionGroup as rest:
    print("rest", repr(rest))
try:
    try:
        raise ValueError("naked")
    except* ValueError as e:
        print("wrapped", repr(e))
        raise KeyError("new")
except Exception as e:
    print(type(e).__name__, repr(e), repr(e.__context__))
try:
    try:
        raise TypeError("t")
    except* ValueError:
        print("no")
except TypeError as e:
    print("passes through", repr(e))
""")


def run(source):
    out = io.StringIO()
    err_line = ""
    namespace = {"__name__": "__main__"}
    with contextlib.redirect_stdout(out):
        try:
            exec(compile(source, "<test>", "exec"), namespace)
        except BaseException as e:  # noqa: BLE001 - recording every outcome
            lines = traceback.format_exception(e)
            err_line = "".join(lines).rstrip("\n").split("\n")[-1]
    return out.getvalue(), err_line


def raw(text):
    delimiter = "VM"
    while f"){delimiter}\"" in text:
        delimiter += "X"
    return f'R"{delimiter}({text}){delimiter}"'


def run_traceback(source):
    """The whole stderr of `python3.13 FILE`, with the file's directory
    replaced by @DIR@ (the test writes the program to its own directory)."""
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "tb_case.py")
        with open(path, "w") as f:
            f.write(source)
        completed = subprocess.run([sys.executable, path], capture_output=True, text=True,
                                   env={**os.environ, "PYTHON_COLORS": "0"})
        return completed.stdout, completed.stderr.replace(directory, "@DIR@")


def main():
    if sys.version_info[:2] != (3, 13):
        sys.exit("run this with CPython 3.13")
    sys.setrecursionlimit(1000)
    entries = []
    for name, source in CASES:
        output, error = run(source)
        entries.append(f"{{\"{name}\", {raw(source)},\n {raw(output)},\n {raw(error)}}},")
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "vm_cases.inc"), "w") as f:
        f.write("// Generated by gen_vm_cases.py from CPython 3.13; do not edit.\n")
        f.write("\n".join(entries) + "\n")
    entries = []
    for name, source in TRACEBACK_CASES:
        output, stderr = run_traceback(source)
        entries.append(f"{{\"{name}\", {raw(source)},\n {raw(output)},\n {raw(stderr)}}},")
    with open(os.path.join(here, "vm_traceback_cases.inc"), "w") as f:
        f.write("// Generated by gen_vm_cases.py from CPython 3.13; do not edit.\n")
        f.write("\n".join(entries) + "\n")


if __name__ == "__main__":
    main()
