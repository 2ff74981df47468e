#!/usr/bin/env python3
"""Generates compiler_cases.inc for test_compiler.cpp: small programs with
the disassembly, the line sequence and the SyntaxWarnings CPython 3.13's
compiler produces for them, and programs its compiler rejects with the
SyntaxError it raises.

Run with CPython 3.13 from the repository root:
    /root/.pyenv/versions/3.13.0/bin/python3.13 tests/unit/gen_compiler_cases.py

The disassembly is printed in the format of Taipan's disassembler by
scripts/compare_dis.py (instructions numbered by index, jumps to indexes,
CPython's superinstructions expanded, its MAKE_CELL / COPY_FREE_VARS
prefix left out); the lines are scripts/compare_co_lines.py's.
"""

import os
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))

import compare_co_lines  # noqa: E402
import compare_dis  # noqa: E402

CASES = []
ERRORS = []


def case(name, source, mode="exec"):
    CASES.append((name, source.strip("\n") + "\n", mode))


def error(name, source):
    ERRORS.append((name, source.strip("\n") + "\n"))


# ---- RESUME placement ---------------------------------------------------------------
case("resume_module_function_class", """
x = 1
def f(a):
    return a
class C:
    def m(self):
        pass
""")
case("resume_generator", """
def g(a):
    yield a
    x = yield
    yield from a
    return x
""")
case("resume_decorated_and_closure", """
@dec
def f(a):
    def inner():
        return a
    return inner
""")
case("generator_expression", """
def f(seq):
    return sum(x * 2 for x in seq if x)
""")

# ---- Statements and control flow ---------------------------------------------------
case("if_elif_else", """
def f(a, b):
    if a:
        x = 1
    elif b:
        x = 2
    else:
        x = 3
    return x
""")
case("while_loop_condition_twice", """
def f(n):
    total = 0
    while n > 0:
        total += n
        n -= 1
    else:
        total = -total
    return total
""")
case("for_loop_break_continue", """
def f(seq):
    for i in seq:
        if i < 0:
            continue
        if i > 10:
            break
        print(i)
    else:
        print("done")
""")
case("constant_tests_folded", """
def f():
    if 0:
        print("never")
    while False:
        print("never")
    if __debug__:
        print("debug")
    while True:
        break
""")
case("try_except_else_finally", """
def f(x):
    try:
        y = 1 / x
    except ZeroDivisionError as e:
        print(e)
    except (TypeError, ValueError):
        raise
    except:
        pass
    else:
        return y
    finally:
        print("done")
""")
case("return_break_continue_through_finally", """
def f(seq):
    for i in seq:
        try:
            if i:
                continue
            break
        finally:
            print(i)
    try:
        return 1
    finally:
        print("x")
""")
case("with_statement", """
def f(a, b):
    with a as x, b:
        print(x)
    with a:
        return 1
""")
case("except_star", """
def f():
    try:
        g()
    except* ValueError as eg:
        print(eg)
    except* TypeError:
        pass
""")
case("assert_and_raise", """
def f(x):
    assert x, "message"
    assert (
        x > 1
    ), f"{x!r}"
    raise ValueError(x) from None
""")
case("imports", """
import os
import os.path as p
from collections import deque, OrderedDict as OD
from . import sibling
def f():
    import sys
    return sys
""")
case("global_nonlocal_del", """
counter = 0
def f():
    global counter
    counter += 1
    del counter
def g():
    x = 1
    def h():
        nonlocal x
        x = 2
        del x
    return h
""")

# ---- Expressions ---------------------------------------------------------------------
case("calls_and_methods", """
def f(o, a, kw):
    o.method(1, key=2)
    print(*a, sep="", **kw)
    g(a)(b)
    return super().method()
""")
case("boolean_ops_and_comparisons", """
def f(a, b, c):
    x = a and b or c
    y = a < b <= c
    if a is None or not b:
        return x
    return y if a in (1, 2) else not c
""")
case("augmented_assignment", """
def f(o, lst, i):
    o.attr += 1
    lst[i] *= 2
    lst[1:2] += [3]
    i //= 2
    return i
""")
case("star_unpacking", """
def f(seq):
    a, *b, c = seq
    [d, (e, g)] = 1, (2, 3)
    return (*b, *seq), [*a, 1], {**c, 'k': 1}
""")
case("fstrings", """
def f(x, w):
    return f"{x!r:>{w}} {x=} {x:.2f} {'lit'}"
""")
case("percent_format_rewrite", """
def f(a, b):
    return '%s and %r (%5s)' % (a, b, a)
""")
case("constant_folding", """
def f(x):
    a = 2 ** 10 + 3 * 4 - (1, 2)[0]
    b = 2 ** 200
    c = "ab" * 3 + "x" * 5000
    d = x in [1, 2, 3]
    e = x not in {1, 2}
    g = -5, ~7, not 0
    for i in [1, 2, 3]:
        pass
    return a, b, c, d, e, g
""")
case("slices_and_subscripts", """
def f(s, i):
    s[i] = s[1:2]
    s[::2] = s[i:]
    del s[i], s[:1]
    return s[1:2, 3]
""")
case("lambda_defaults_kwonly", """
def f(a, b=1, *args, c, d=4, **kw):
    return lambda x, *, y=2: (x, y, a)
g = lambda: (yield)
""")
case("walrus", """
def f(seq):
    if (n := len(seq)) > 1:
        return [y for x in seq if (y := x)]
    return n
""")

# ---- Comprehensions ------------------------------------------------------------------
case("comprehensions_in_function", """
def f(seq, m):
    a = [x for x in seq if x]
    b = {x for x in seq for y in x}
    c = {k: v for k, v in m.items()}
    d = [lambda: x for x in seq]
    return a, b, c, d
""")
case("comprehensions_module_level", """
x = 10
r = [x * y for y in range(3)]
s = {y: x for y in r}
""")
case("comprehensions_class_level", """
class C:
    x = 1
    r = [x for y in range(3)]
    s = [y for y in range(3)]
""")

# ---- Classes ---------------------------------------------------------------------------
case("class_body", """
class C(Base, metaclass=Meta):
    '''Doc string.
       Indented.
    '''
    a: int = 1
    b: str
    def __init__(self, v):
        self.v = v
        self.w = v
    def m(self):
        return __class__
""")
case("future_annotations", """
from __future__ import annotations
x: list[int] = []
def f(a: int | None, *b: str, c: dict[str, (1, 2)] = None) -> -1 + 2:
    return a
""")
case("multiline_positions", """
def f(a,
      b):
    x = (a +
         b)
    r = g(
        a,
        b=b,
    )
    return (
        a
        .bit_length()
    )
""")

# ---- SyntaxWarnings of the compiler ------------------------------------------------
case("syntax_warnings", """
def f(x, a, b):
    if x is 1 or x is not ():
        pass
    while x is 'a':
        x = (1, 2)(3)
    assert (a, b)
    return [1, 2][1, 2], {1}[0], 'abc'['x']
""")

# ---- Other compile() modes ---------------------------------------------------------
case("single_mode_prints_expressions", """
'not a docstring'; x: int = 1; x + 1
""", "single")
case("single_mode_compound", """
for i in range(3):
    i
""", "single")
case("eval_mode", """
(lambda a, *, b=2: a + b)(1) if x else [y for y in z]
""", "eval")

# ---- Errors ------------------------------------------------------------------------------
error("return_outside_function", "return 1\n")
error("break_outside_loop", "break\n")
error("continue_outside_loop", "def f():\n    continue\n")
error("yield_outside_function", "x = (yield)\n")
error("await_outside_function", "await x\n")
error("starred_assignment_target", "*a = 1\n")
error("multiple_starred", "a, *b, *c = 1\n")
error("assign_to_debug", "__debug__ = 1\n")
error("delete_debug", "del __debug__\n")
error("debug_argument", "def f(__debug__): pass\n")
error("debug_attribute", "x.__debug__ = 1\n")
error("default_except_not_last", "try:\n    pass\nexcept:\n    pass\nexcept E:\n    pass\n")
error("keyword_repeated", "f(a=1, a=2)\n")
error("return_in_except_star",
      "def f():\n    try:\n        pass\n    except* E:\n        return 1\n")
error("future_not_first", "x = 1\nfrom __future__ import annotations\n")
error("future_braces", "from __future__ import braces\n")
error("future_unknown", "from __future__ import nope\n")
error("too_many_nested_blocks",
      "".join("    " * i + "for x%d in y:\n" % i for i in range(22)) + "    " * 22 + "pass\n")


def quote(text):
    for tag in ("CC", "CC1", "CC2"):
        if ")" + tag + '"' not in text:
            return 'R"%s(%s)%s"' % (tag, text, tag)
    raise ValueError("no raw-string delimiter fits")


def main():
    lines = ["// Generated by gen_compiler_cases.py from CPython 3.13; do not edit."]
    lines.append("#ifdef TAIPAN_COMPILER_CASES")
    for name, source, mode in CASES:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            code = compile(source, "<test>", mode, dont_inherit=True)
        out = []
        compare_dis.listing(code, out)
        lines_out = []
        compare_co_lines.code_lines(code, lines_out)
        warning_text = "".join("%d: %s\n" % (w.lineno, w.message) for w in caught)
        lines.append("{%s, %s, %s,\n %s,\n %s,\n %s}," % (
            '"%s"' % name, '"%s"' % mode, quote(source), quote("\n".join(out) + "\n"),
            quote("\n".join(lines_out) + "\n"), quote(warning_text)))
    lines.append("#endif")
    lines.append("#ifdef TAIPAN_COMPILER_ERRORS")
    for name, source in ERRORS:
        try:
            compile(source, "<test>", "exec", dont_inherit=True)
        except SyntaxError as e:
            fields = (e.msg, e.lineno or 0, e.offset or 0, e.end_lineno or 0, e.end_offset or 0)
        else:
            raise AssertionError("%s compiled" % name)
        lines.append("{%s, %s, %s, %d, %d, %d, %d}," % (
            '"%s"' % name, quote(source), quote(fields[0]), *fields[1:]))
    lines.append("#endif")
    target = os.path.join(HERE, "compiler_cases.inc")
    with open(target, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d cases and %d errors to %s" % (len(CASES), len(ERRORS), target))


if __name__ == "__main__":
    main()
