#!/usr/bin/env python3
"""Generates builtins_cases.inc for test_builtins.cpp: small programs using
the builtins and sys modules, with what CPython 3.13 prints for them (stdout,
and the last line of the report of an uncaught exception).

Run with CPython 3.13:
    /root/.pyenv/versions/3.13.0/bin/python3.13 tests/unit/gen_builtins_cases.py

Each program runs in a fresh namespace; what it prints must not depend on
addresses, hashing of strings or the interpreter (no sys.implementation.name,
no sys.version text).
"""

import contextlib
import io
import os
import sys
import traceback

CASES = []


def case(name, source):
    CASES.append((name, source.strip("\n") + "\n"))


# Errors are printed as "Type: message" by this helper, prepended to every case.
PRELUDE = '''
def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__ + ":", e)
'''

case("print_keywords", r"""
print(1, 2, 3)
print(1, 2, 3, sep=", ", end=".\n")
print("a", "b", sep=None, end=None)
print()
print(*[1, 2], sep="")
check(lambda: print(1, sep=5))
check(lambda: print(1, end=b"x"))
check(lambda: print(1, sepp=" "))
check(lambda: print(1, color=" "))
check(lambda: print(1, file=5))
class Sink:
    def __init__(self): self.parts = []
    def write(self, text): self.parts.append(text)
    def flush(self): self.parts.append("<flush>")
s = Sink()
print("x", 2, file=s, flush=True)
print(s.parts)
print("end", flush=True)
""")
case("len_repr_ascii", r"""
print(len([1, 2]), len("héllo"), len({}), len(range(10)))
check(lambda: len(5))
check(lambda: len())
check(lambda: len([], []))
check(lambda: len(x=1))
print(repr("a'b"), ascii("héllo\u20ac"), ascii([1, "é"]))
class L:
    def __len__(self): return -1
check(lambda: len(L()))
""")
case("min_max", r"""
print(min(3, 1, 2), max(3, 1, 2), min([4, 5]), max("hello"))
print(min([1, -5, 3], key=abs), max([1, -5, 3], key=abs), max([], default="none"))
print(max([2, 2.0]), min(1, 1.0), max([(1, 2), (1, 3)]))
print(max([1, 2], key=None), min("bca", default=0))
check(lambda: max())
check(lambda: min([]))
check(lambda: max([]))
check(lambda: max(1))
check(lambda: max(1, 2, default=0))
check(lambda: max([1], keyy=len))
check(lambda: max([1], foo=len))
check(lambda: min(1, "a"))
check(lambda: max(x for x in ()))
""")
case("sum", r"""
print(sum([1, 2, 3]), sum([1, 2], 10), sum([], 5), sum([0.1] * 10), sum([1, 2.5]))
print(sum([[1], [2]], []), sum(((1,), (2,)), ()), sum([2**62, 2**62]), sum([True, True]))
print(sum([1e100, 1.0, -1e100, 1.0]), sum(range(101)), sum(iter([1, 2]), start=3))
check(lambda: sum(["a", "b"], ""))
check(lambda: sum([b"a"], b""))
check(lambda: sum([1], start="x"))
check(lambda: sum())
check(lambda: sum([1], 2, 3))
check(lambda: sum([1], startt=2))
check(lambda: sum(5))
check(lambda: sum([1, "a"]))
""")
case("any_all_callable_id_hash", r"""
print(any([]), all([]), any([0, 1]), all([1, 0]), any(x > 2 for x in range(5)))
check(lambda: any(1))
check(lambda: all())
print(callable(len), callable(1), callable(int), callable(lambda: 0))
a = [1]
print(id(a) == id(a), id(1) == id(1), id(a) != id([1]))
print(hash(1) == hash(1.0), hash(-1), hash(True), hash((1, 2)) == hash((1, 2)))
check(lambda: hash([]))
check(lambda: hash({}))
""")
case("chr_ord_bin_hex_oct", r"""
print(chr(65), chr(0x20ac), ord("A"), ord("€"), ord(b"z"))
check(lambda: chr(-1))
check(lambda: chr(0x110000))
check(lambda: chr(2**100))
check(lambda: chr("a"))
check(lambda: ord("ab"))
check(lambda: ord(""))
check(lambda: ord(1))
print(bin(10), oct(64), hex(255), hex(-255), bin(0), hex(2**70), bin(True))
check(lambda: hex(1.5))
check(lambda: oct("7"))
""")
case("getattr_family", r"""
class C:
    x = 1
c = C()
print(getattr(c, "x"), getattr(c, "y", "dflt"), hasattr(c, "x"), hasattr(c, "y"))
setattr(c, "y", 5)
print(c.y, getattr(c, "y"))
delattr(c, "y")
print(hasattr(c, "y"))
check(lambda: getattr(c, "zz"))
check(lambda: getattr(c, 1))
check(lambda: setattr(c, 1, 2))
check(lambda: delattr(c, "nope"))
check(lambda: getattr(c))
check(lambda: setattr(1, "x", 2))
class Boom:
    def __getattr__(self, name): raise ValueError("boom " + name)
check(lambda: hasattr(Boom(), "a"))
check(lambda: getattr(Boom(), "a", None))
""")
case("isinstance_issubclass", r"""
print(isinstance(1, int), isinstance(True, int), isinstance(1, (str, float)), isinstance(1, (str, (int,))))
print(issubclass(bool, int), issubclass(int, (str, object)), issubclass(type, object))
check(lambda: isinstance(1, 1))
check(lambda: issubclass(1, int))
check(lambda: issubclass(int, 1))
check(lambda: isinstance(1))
class Meta(type):
    def __instancecheck__(cls, obj): return obj == "special"
class X(metaclass=Meta): pass
print(isinstance("special", X), isinstance("other", X))
""")
case("iter_next", r"""
it = iter([1, 2])
print(next(it), next(it), next(it, "done"))
check(lambda: next(it))
check(lambda: next([1]))
check(lambda: iter(5))
check(lambda: iter(5, 1))
check(lambda: iter())
values = [3, 2, 1, 0, 5]
print(list(iter(values.pop, 0)))
counter = iter(lambda: 7, 7)
print(list(counter), type(counter).__name__)
def stopper():
    raise StopIteration
print(list(iter(stopper, None)))
""")
case("enumerate_zip", r"""
print(list(enumerate("abc")), list(enumerate("ab", 10)), list(enumerate("ab", start=-1)))
print(list(enumerate(iterable="x")), list(enumerate([], 2**70)), list(enumerate("a", 2**70)))
check(lambda: enumerate())
check(lambda: enumerate(5))
check(lambda: enumerate([1], "a"))
check(lambda: enumerate([1], 2, 3))
check(lambda: enumerate(x=1))
check(lambda: enumerate([], startt=1))
e = enumerate("xy")
print(next(e), iter(e) is e, list(e), type(e).__name__)
print(list(zip()), list(zip([1, 2, 3], "ab")), list(zip([1], [2], [3])))
print(list(zip([1, 2], [3, 4], strict=True)))
check(lambda: list(zip([1, 2], [3], strict=True)))
check(lambda: list(zip([1], [3, 4], strict=True)))
check(lambda: list(zip([1, 2], [3, 4], [5], strict=True)))
check(lambda: list(zip([1], [3], [5, 6], strict=True)))
check(lambda: zip(1))
check(lambda: zip([], stric=True))
class Sub(enumerate): pass
print(list(Sub("ab", 3)), type(Sub("a")).__name__)
""")
case("map_filter_reversed", r"""
print(list(map(abs, [-1, 2])), list(map(pow, [2, 3], [3, 2])), list(map(lambda a, b: a + b, "ab", "xyz")))
print(list(filter(None, [0, 1, "", "a"])), list(filter(lambda x: x % 2, range(6))), list(filter(bool, [0, 2])))
check(lambda: map(abs))
check(lambda: map(abs, [1], x=1))
check(lambda: filter(None))
check(lambda: filter(None, 1))
check(lambda: list(map(None, [1])))
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(3))), list(reversed((1, 2))))
check(lambda: reversed(1))
check(lambda: reversed({1}))
check(lambda: reversed())
check(lambda: reversed([], []))
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i): return i * 10
print(list(reversed(Seq())))
class NotRev:
    __reversed__ = None
    def __len__(self): return 1
    def __getitem__(self, i): return i
check(lambda: reversed(NotRev()))
r = reversed("ab")
print(r.__length_hint__(), next(r), r.__length_hint__(), type(r).__name__)
""")
case("sorted", r"""
print(sorted([3, 1, 2]), sorted("bca", reverse=True), sorted([-3, 1, 2], key=abs))
print(sorted({3: 1, 1: 2}), sorted([1, 2], reverse=0))
check(lambda: sorted())
check(lambda: sorted([1], [2]))
check(lambda: sorted([1], reversed=True))
check(lambda: sorted([1, "a"]))
check(lambda: sorted([2, 1], key=5))
""")
case("divmod_pow_round_abs_format", r"""
print(divmod(7, 2), divmod(-7, 2), divmod(7.5, 2), divmod(2**70, 3))
check(lambda: divmod(1, 0))
check(lambda: divmod("a", 1))
check(lambda: divmod(1))
class D:
    def __divmod__(self, other): return ("D", other)
    def __rdivmod__(self, other): return ("rD", other)
print(divmod(D(), 1), divmod(1, D()))
print(pow(2, 10), pow(2, -1), pow(3, 4, 5), pow(base=2, exp=3), pow(2, 3, mod=5), pow(2, 0.5))
check(lambda: pow(2, 3, 0))
check(lambda: pow("a", 2))
check(lambda: pow(2))
check(lambda: pow(2, 3, modd=5))
print(round(2.5), round(3.5), round(1.2345, 2), round(1234, -2), round(7), round(2.675, 2), round(1.5, None))
check(lambda: round("a"))
check(lambda: round(1.5, "a"))
check(lambda: round())
print(abs(-3), abs(-2.5), abs(True), abs(-2**70))
check(lambda: abs("x"))
print(format(3.14159, ".2f"), format("ab", ">4"), format(42), format(255, "x"), format([1]))
check(lambda: format(1, 2))
check(lambda: format([1], "x"))
""")
case("exec_eval_compile", r"""
g = {}
exec("a = 1\nb = a + 1", g)
print(sorted(k for k in g if k != "__builtins__"), g["b"], "__builtins__" in g)
print(eval("a * 10", g), eval("  1 + 1"), eval(b"2 * 3"))
l = {}
exec("x = 5", {}, l)
print(l)
code = compile("y = 7", "<mine>", "exec")
print(type(code).__name__, code.co_filename)
ns = {}
exec(code, ns)
print(ns["y"], eval(compile("3 + 4", "f", "eval")))
check(lambda: eval("x y"))
check(lambda: exec("return 1"))
check(lambda: compile("1", "f", "bad"))
check(lambda: compile(1, "f", "exec"))
check(lambda: eval(1))
check(lambda: exec("1", 1))
check(lambda: exec("1", {}, 1))
check(lambda: eval("1", None, 1))
check(lambda: exec())
check(lambda: eval("undefined_name", {}))
check(lambda: exec("  x = 1"))
check(lambda: eval("1 +"))
try:
    compile("def f(:\n    pass", "file.py", "exec")
except SyntaxError as e:
    print(e.msg, e.filename, e.lineno, e.offset, repr(e.text), e.end_lineno, e.end_offset)
try:
    eval("\x00")
except SyntaxError as e:
    print(e.args, e.lineno)
def f():
    loc = 3
    return eval("loc + 1")
print(f())
""")
case("globals_locals_vars_dir", r"""
zz = 5
print("zz" in globals(), globals()["zz"], globals() is globals())
def f(a, b=2):
    c = a + b
    return sorted(locals().items())
print(f(1))
class C:
    def __init__(self): self.v = 1
print(vars(C()), "v" not in vars(C))
check(lambda: vars(1))
check(lambda: vars(1, 2))
check(lambda: globals(1))
def g():
    x = 1
    return dir()
print(g(), "append" in dir([]), dir(C())[-1])
check(lambda: dir(1, 2))
""")
case("import_and_builtins_module", r"""
import sys
import builtins
print(builtins.len is len, sys.modules["builtins"] is builtins, sys.modules["sys"] is sys)
print(type(len).__name__, len.__name__, len.__module__, repr(len), len.__self__ is builtins)
print(getattr(builtins, "True") is True, getattr(builtins, "None") is None, Ellipsis, NotImplemented, __debug__)
print(IOError is OSError, EnvironmentError is OSError, ZeroDivisionError.__mro__[1].__name__)
print(repr(enumerate), repr(zip), repr(map), repr(filter), repr(reversed))
print(enumerate[int])
check(lambda: __import__("no_such_module_xyz"))
try:
    import no_such_module_abc
except ImportError as e:
    print(type(e).__name__, e, e.name)
check(lambda: __import__(""))
check(lambda: __import__("x", level=-1))
""")
case("sys_basics", r"""
import sys
print(sys.version_info[:3], sys.version_info.major, sys.version_info.minor, sys.version_info >= (3, 13))
print(sys.version_info.releaselevel, tuple(sys.version_info)[3:], len(sys.version_info))
print(sys.getrecursionlimit())
sys.setrecursionlimit(500)
print(sys.getrecursionlimit())
sys.setrecursionlimit(1000)
check(lambda: sys.setrecursionlimit(0))
check(lambda: sys.setrecursionlimit("a"))
check(lambda: sys.setrecursionlimit(2**40))
print(sys.maxsize == 2**63 - 1, sys.byteorder, sys.platform, type(sys.path).__name__)
print(type(sys.flags).__name__, sys.flags.optimize, type(sys.implementation).__name__)
print(sys.implementation.cache_tag is None or isinstance(sys.implementation.cache_tag, str))
print(sys.stdout.write("abc\n"), sys.stdout.writable())
print(sys.intern("abc") == "abc", sys.exc_info(), sys.exception())
try:
    raise KeyError("k")
except KeyError:
    t, v, tb = sys.exc_info()
    print(t.__name__, repr(v), type(tb).__name__, sys.exception() is v)
check(lambda: type(sys.version_info)())
""")
case("sys_exit_values", r"""
import sys
for args in [(), (None,), (0,), (3,), ("msg",), ((1, 2),), ((),)]:
    try:
        sys.exit(*args)
    except SystemExit as e:
        print(repr(e.code), e.args)
check(lambda: sys.exit(1, 2))
try:
    exit(4)
except SystemExit as e:
    print("exit()", e.code)
try:
    quit()
except SystemExit as e:
    print("quit()", e.code)
print(repr(exit))
""")
case("uncaught_error_reports", r"""
print("before")
len(1, 2)
""")
case("input_eof", r"""
check(lambda: input("prompt> "))
check(lambda: input(1, 2))
""")
case("simple_namespace", r"""
import sys
ns = type(sys.implementation)(a=1, b="x")
print(ns, ns.a, ns == type(sys.implementation)(a=1, b="x"))
ns.c = [1]
del ns.a
print(ns, vars(ns))
print(type(sys.implementation).__name__, type(sys.implementation).__module__)
""")


def run_case(source):
    out = io.StringIO()
    error = ""
    with contextlib.redirect_stdout(out):
        try:
            sys.stdin = io.StringIO("")
            exec(compile(PRELUDE + source, "<test>", "exec"), {"__name__": "__main__"})
        except BaseException as e:
            error = traceback.format_exception_only(e)[-1].rstrip("\n")
        finally:
            sys.stdin = sys.__stdin__
    return out.getvalue(), error


def raw(text):
    assert ")BI\"" not in text
    return 'R"BI(' + text + ')BI"'


def main():
    lines = ["// Generated by gen_builtins_cases.py from CPython 3.13; do not edit."]
    for name, source in CASES:
        output, error = run_case(source)
        lines.append("{%s, %s,\n %s,\n %s}," % ('"' + name + '"', raw(source), raw(output), raw(error)))
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "builtins_cases.inc"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(here, "builtins_prelude.inc"), "w", encoding="utf-8") as f:
        f.write("// Generated by gen_builtins_cases.py; do not edit.\n" + raw(PRELUDE) + "\n")


if __name__ == "__main__":
    main()
