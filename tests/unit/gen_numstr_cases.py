#!/usr/bin/env python3.13
"""Generates the expected results of the number/string/format unit tests.

Each case is an operation on Python values; this script performs it with
CPython 3.13 (the oracle) and writes a C++ table row holding the values as
literals (the subset tests/unit/numstr_test_support.h parses) and the
result as CPython prints it: repr(result), or "ExceptionType: message".

    /root/.pyenv/versions/3.13.0/bin/python3.13 tests/unit/gen_numstr_cases.py

writes tests/unit/numbers_cases.inc, str_cases.inc and format_cases.inc.
"""

import math
import operator
import os
import sys
import warnings

assert sys.version_info[:2] == (3, 13), "run this with CPython 3.13, the oracle"


class TypeName:
    """A builtin type given by name (int, float, ...) as a case subject."""

    def __init__(self, name):
        self.name = name
        self.value = {"int": int, "float": float, "complex": complex, "str": str,
                      "bytes": bytes, "bool": bool}[name]


def escape_text(text, quote_bytes=False):
    out = []
    for ch in text:
        code = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == "'":
            out.append("\\'")
        elif 32 <= code < 127:
            out.append(ch)
        elif code < 0x100:
            out.append(f"\\x{code:02x}")
        elif code < 0x10000:
            out.append(f"\\u{code:04x}")
        else:
            out.append(f"\\U{code:08x}")
    return "".join(out)


def lit(value):
    """The literal text of a value in the subset the C++ parser reads."""
    if isinstance(value, TypeName):
        return value.name
    if value is None or value is True or value is False:
        return repr(value)
    if isinstance(value, int):
        limit = sys.get_int_max_str_digits()
        sys.set_int_max_str_digits(0)  # literals of huge ints are spelled out in full
        try:
            return str(value)
        finally:
            sys.set_int_max_str_digits(limit)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        text = repr(value)
        if "e" in text and "." not in text:
            mantissa, exponent = text.split("e")
            text = mantissa + ".0e" + exponent
        return text
    if isinstance(value, complex):
        return f"complex({lit(value.real)}, {lit(value.imag)})"
    if isinstance(value, str):
        return "'" + escape_text(value) + "'"
    if isinstance(value, bytes):
        return "b'" + escape_text(value.decode("latin-1")) + "'"
    if isinstance(value, tuple):
        return "(" + "".join(lit(v) + ", " for v in value) + ")"
    if isinstance(value, list):
        return "[" + ", ".join(lit(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{lit(k)}: {lit(v)}" for k, v in value.items()) + "}"
    if isinstance(value, slice):
        return f"slice({lit(value.start)}, {lit(value.stop)}, {lit(value.step)})"
    raise TypeError(f"no literal for {value!r}")


def real(value):
    return value.value if isinstance(value, TypeName) else value


BINARY = {"+": operator.add, "-": operator.sub, "*": operator.mul, "@": operator.matmul,
          "/": operator.truediv, "//": operator.floordiv, "%": operator.mod, "**": operator.pow,
          "<<": operator.lshift, ">>": operator.rshift, "&": operator.and_, "|": operator.or_,
          "^": operator.xor}
INPLACE = {"+": operator.iadd, "-": operator.isub, "*": operator.imul, "/": operator.itruediv,
           "//": operator.ifloordiv, "%": operator.imod, "**": operator.ipow,
           "<<": operator.ilshift, ">>": operator.irshift, "&": operator.iand,
           "|": operator.ior, "^": operator.ixor}
COMPARE = {"<": operator.lt, "<=": operator.le, "==": operator.eq, "!=": operator.ne,
           ">": operator.gt, ">=": operator.ge}
UNARY = {"-": operator.neg, "+": operator.pos, "~": operator.invert, "abs": abs}


def perform(kind, subject, name, argument):
    s = real(subject)
    if kind in ("method", "methodkw"):
        args = list(argument)
        kwargs = {}
        if kind == "methodkw":
            kwargs = args.pop()
        return repr(getattr(s, name)(*args, **kwargs))
    if kind in ("call", "callkw"):
        args = list(argument)
        kwargs = args.pop() if kind == "callkw" else {}
        return repr(s(*args, **kwargs))
    if kind == "op":
        return repr(BINARY[name](s, argument))
    if kind == "iop":
        return repr(INPLACE[name](s, argument))
    if kind == "pow3":
        return repr(pow(s, argument[0], argument[1]))
    if kind == "unary":
        return repr(UNARY[name](s))
    if kind == "cmp":
        return repr(COMPARE[name](s, argument))
    if kind == "format":
        return repr(format(s, argument))
    if kind == "percent":
        return repr(s % argument)
    if kind == "hash":
        return str(hash(s))
    if kind == "repr":
        return repr(repr(s))
    if kind == "str":
        return repr(str(s))
    if kind == "ascii":
        return repr(ascii(s))
    if kind == "bool":
        return str(bool(s))
    if kind == "len":
        return str(len(s))
    if kind == "getitem":
        return repr(s[argument])
    if kind == "contains":
        return str(argument in s)
    if kind == "getattr":
        return repr(getattr(s, name))
    if kind == "list":
        return repr(list(s))
    raise ValueError(kind)


def expected(kind, subject, name, argument):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return perform(kind, subject, name, argument)
    except Exception as e:  # the oracle's error is the expectation
        message = str(e)
        return type(e).__name__ + (": " + message if message else "")


class Cases:
    def __init__(self):
        self.rows = []

    def add(self, kind, subject, name="", argument=None):
        result = expected(kind, subject, name, argument)
        if kind in ("method", "methodkw", "call", "callkw", "pow3"):
            argument_text = lit(tuple(argument))
        elif kind in ("op", "iop", "cmp", "format", "percent", "getitem", "contains"):
            argument_text = lit(argument)
        else:
            argument_text = ""
        self.rows.append((kind, lit(subject), name, argument_text, result))

    # Shorthands.
    def m(self, subject, name, *args):
        self.add("method", subject, name, args)

    def mkw(self, subject, name, *args, **kwargs):
        self.add("methodkw", subject, name, args + (kwargs,))

    def call(self, type_name, *args, **kwargs):
        if kwargs:
            self.add("callkw", TypeName(type_name), "", args + (kwargs,))
        else:
            self.add("call", TypeName(type_name), "", args)

    def op(self, left, symbol, right):
        self.add("op", left, symbol, right)

    def cmp(self, left, symbol, right):
        self.add("cmp", left, symbol, right)

    def fmt(self, value, spec):
        self.add("format", value, "", spec)

    def write(self, path):
        with open(path, "w", encoding="utf-8") as f:
            f.write("// Generated by tests/unit/gen_numstr_cases.py from CPython 3.13; do not edit.\n")
            for row in self.rows:
                for text in row:
                    assert ")~\"" not in text
                f.write("    {" + ", ".join(f'R"~({t})~"' for t in row) + "},\n")


def number_cases():
    c = Cases()
    big = 10**30
    ints = [0, 1, -1, 7, -7, 2, -2, 3, 2**62 - 1, -2**62, 2**62, 2**64 + 5, -(2**70) - 3, big, -big]
    # Arithmetic on ints, including the small/big boundary and sign rules.
    for a in ints:
        for b in [3, -3, 2, -1, 2**62, -(2**65), 0]:
            for symbol in ["+", "-", "*", "//", "%", "/"]:
                c.op(a, symbol, b)
    for a, b in [(2, 10), (2, 100), (-2, 63), (3, -2), (0, -1), (0, 0), (-1, 10**20), (1, 10**30),
                 (10, -400), (7, 0), (2**62, 2), (-3, 3), (10, 20)]:
        c.op(a, "**", b)
    for a, b, m in [(3, -1, 7), (-3, 2, 7), (3, 2, -7), (0, -1, 7), (2, -1, 4), (2, 3, 0),
                    (2, -1, 1), (5, -1, -1), (2, 3, 1), (2**100, 3, 10**9 + 7), (2.0, 3, 4)]:
        c.add("pow3", a, "", (b, m))
    for a in [5, -5, 0, 2**61, -(2**61), 2**80 + 7, -(2**80) - 7]:
        for b in [0, 1, 3, 63, 64, 100, -1, 10**20]:
            c.op(a, "<<", b)
            c.op(a, ">>", b)
    for a in [5, -5, 0, 2**70, -(2**70), 12345678901234567890]:
        for b in [3, -3, 2**65, -(2**65) + 1]:
            for symbol in ["&", "|", "^"]:
                c.op(a, symbol, b)
    for a in [5, -5, 0, 2**62, -(2**62), -(2**62) - 1, 2**100]:
        for symbol in ["-", "+", "~", "abs"]:
            c.add("unary", a, symbol)
    # Division results and errors.
    for a, b in [(1, 0), (10**400, 1), (10**400, 3), (1, 10**400), (2**1100 + 1, 2**2174),
                 (2**1100 + 1, 2**2175), (3 * 2**1100, 2**2175), (2**1100, 2**2175), (5, 3),
                 (-5, 3), (10**20, 3), (10**20 + 1, 10**19), (2**64, 2**63), (0, -5),
                 (0, -(10**30)), (2**1024 - 2**970, 1), (7, 7)]:
        c.op(a, "/", b)
    c.op(1, "//", 0)
    c.op(1, "%", 0)
    c.m(1, "__divmod__", 0)
    for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (2**70, 3), (-(2**70), 7)]:
        c.m(a, "__divmod__", b)
        c.m(b, "__rdivmod__", a)
    # Comparisons, exact between int and float.
    for a, b in [(1, 1.0), (2**53 + 1, float(2**53 + 1)), (2**53 + 1, float(2**53)),
                 (10**400, float("inf")), (10**400, 1e308), (-(10**400), float("-inf")),
                 (3, 2.5), (-3, -2.5), (2**64, 1.8446744073709552e19), (1, float("nan")),
                 (0, -0.0), (True, 1), (2**70, 2**70), (-(2**70), 2**70)]:
        for symbol in ["<", "<=", "==", "!=", ">", ">="]:
            c.cmp(a, symbol, b)
            c.cmp(b, symbol, a)
    # Hashes: CPython's numeric hash rules.
    for v in [0, 1, -1, -2, 2**61 - 2, 2**61 - 1, 2**61, 2**62, -(2**61), 2**100, -(2**100),
              10**30, 1.5, -0.5, 1e100, float("inf"), float("-inf"), 1e-300, 0.0, -0.0, 2.0,
              1e22, 5e-324, 1.7976931348623157e308, 123456.789, True, False,
              complex(1, 2), complex(1.5, -2.5), complex(1, 0), complex(0, 1), b"", ""]:
        c.add("hash", v)
    # repr and str.
    for v in [0, -1, 2**62, -(2**62) - 1, 10**50, True, False, 1.0, 1e16, 1.5e-5, -0.0,
              float("nan"), float("inf"), 1e22, 123.0, 2**100 * 1.0, 10**15 * 1.0, 0.1,
              1 / 3, 5e-324, complex(1, 2), complex(0, 1), complex(-0.0, -0.0), 1e20j,
              complex(float("nan"), 1), complex(1.5, float("inf"))]:
        c.add("repr", v)
        c.add("str", v)
    # int() and its errors.
    for args in [(), ("12", 16), (" 42 ",), ("1_000",), (3.9,), (-3.9,), ("x",), ("",), (" ",),
                 ("z", 37), ("1", 1), (12, 10), ("12", 2), (3.5, 2), (None,), ([],), ("1__000",),
                 ("_1",), ("0x10", 0), ("010", 0), ("0b", 0), ("00", 0), ("0_0", 0),
                 ("  0b1_0 ", 0), ("0B10", 2), ("0o17", 8), ("0x_", 16), ("0x_f", 16), ("1_", 10),
                 ("+ 1",), ("++1",), ("-0",), ("\x00",), ("12\x00",), (b"12",), (b" 12 ",),
                 (b"x",), ("\u0663", 16), ("\U0001d7d9\U0001d7da",), ("\u00bd",), ("\u00b2",),
                 (" 42\u3000",), ("\u0661\u0662",), ("\u0660x10", 0), (float("inf"),),
                 (float("nan"),), (1.5e300,), (-0.0,), (True,), ("1", "2"), ("1", 2.5),
                 ("1", None), ("9" * 30,), ("-" + "9" * 30,), ("zz", 36), ("ZZ", 36),
                 ("5" * 4301,), ("5" * 4300 + "x",), ("1" * 4301, 16), ("1" * 4301, 3),
                 ("0" * 5000,), ("1", 2, 3), (10**30,), (2**62,), ("7", 8)]:
        c.call("int", *args)
    c.call("int", "1", base=2, x=3)
    c.call("int", base=2)
    c.call("int", 5, base=10)
    c.call("int", "12", base=7)
    c.call("int", x=1)
    c.add("call", TypeName("int"), "", ("5" * 5000,))
    # float() and its errors.
    for args in [(), ("x",), ("",), (" 1.5 ",), ("1_0.5",), (None,), ([1],), ("nan",), ("-inf",),
                 ("infinity",), ("1e500",), ("0x10",), (b"1.5",), ("1e",), (".5",), ("5.",),
                 (".",), ("1_e5",), ("1e_5",), ("_1",), ("1__0",), ("0_1",), ("NaN",), ("-nAn",),
                 ("+Inf",), ("-iNfInItY",), ("infinit",), ("inf_",), ("1.5\u3000",),
                 ("0x1p3",), ("  ",), ("1e-400",), ("-1e-400",), ("1" * 400,),
                 (10**400 // 10**100,), (2**1024 - 2**970,), (2**1024 - 2**971,), (2**53 + 1,),
                 (2**54 + 3,), (-(2**53 + 1),), ("\u0663.\u0661",), (1, 2), (True,),
                 ("  -1_000.5e1_0  ",), ("\u00bd",), (10**400,), (-5,), (2**63,)]:
        c.call("float", *args)
    c.call("float", x=5)
    # complex().
    for args in [(), (1, 2), ("1+2j",), (" (1+2j) ",), ("1.5e3-2.5j",), ("j",), ("-j",),
                 ("inf+nanj",), ("1+2",), ("x",), ("1", 2), (complex(1, 2), complex(0, 1)),
                 (None,), (1.5,), ("3",), ("-1.5j",), ("1e1j",), ("(1",), ("1_0j",), ("1__0j",),
                 ("0_0o",), (" 1_",), ("\u0663_1j",)]:
        c.call("complex", *args)
    c.call("complex", real=1, imag=2)
    for args in [(0.0, -0.0), (-0.0, -0.0), (-0.0, 0.0), (1j, -0.0), (-0.0, 1j)]:
        c.call("complex", *args)
    # bool().
    for args in [(), (0,), (5,), ("",), ("a",), (0.0,), (1, 2), (complex(0, 0),), ([],), (None,)]:
        c.call("bool", *args)
    c.call("bool", x=1)
    # bool arithmetic.
    for a, symbol, b in [(True, "+", True), (True, "&", False), (True, "|", 2), (True, "^", True),
                         (False, "|", False), (True, "/", 2), (True, "**", -1), (True, "-", 3),
                         (True, "&", 3), (True, "*", 2.5), (False, "<<", 3)]:
        c.op(a, symbol, b)
    for symbol in ["-", "+", "~", "abs"]:
        c.add("unary", True, symbol)
        c.add("unary", False, symbol)
    # int methods and attributes.
    for v in [0, 1, -1, 255, -256, 2**100, -(2**100) - 1, True]:
        for name in ["bit_length", "bit_count", "as_integer_ratio", "conjugate", "is_integer",
                     "__trunc__", "__floor__", "__ceil__", "__round__", "__index__", "__int__",
                     "__float__", "__abs__", "__bool__", "__getnewargs__"]:
            c.m(v, name)
        for attribute in ["real", "imag", "numerator", "denominator"]:
            c.add("getattr", v, attribute)
    c.m(1, "bit_length", 1)
    for v, nd in [(5, -1), (15, -1), (25, -1), (-25, -1), (35, -1), (123456, -3), (1, 1),
                  (10**20 + 5, -1), (5, None), (1, 1.0), (-5, -1), (5, -30), (15, -70)]:
        c.m(v, "__round__", nd)
    c.m(1, "__round__", 1, 2)
    for args in [(2, "big"), (2, "little"), (1, "big"), (0, "big"), (10, "big")]:
        for v in [0, 1, 255, 256, 1024, 2**64 - 1]:
            c.m(v, "to_bytes", *args)
    c.mkw(-2, "to_bytes", 2, "little", signed=True)
    c.mkw(-128, "to_bytes", 1, "big", signed=True)
    c.mkw(-129, "to_bytes", 1, "big", signed=True)
    c.mkw(128, "to_bytes", 1, "big", signed=True)
    c.mkw(-1, "to_bytes", 0, "big", signed=True)
    c.m(-1, "to_bytes", 1, "big")
    c.m(1, "to_bytes", -1, "big")
    c.m(1, "to_bytes", 1, "middle")
    c.m(1, "to_bytes", 1, 5)
    c.m(1024, "to_bytes")
    c.m(1, "to_bytes", 1, "big", 1)
    c.mkw(1, "to_bytes", x=1)
    for data, order in [(b"\x01\x00", "big"), (b"\x01\x00", "little"), (b"", "big"),
                        (b"\xff" * 10, "big"), ([1, 2], "big")]:
        c.m(TypeName("int"), "from_bytes", data, order)
        c.mkw(TypeName("int"), "from_bytes", data, order, signed=True)
    c.m(TypeName("int"), "from_bytes", b"\x01", "middle")
    c.m(TypeName("int"), "from_bytes", "ab")
    c.m(TypeName("int"), "from_bytes")
    c.m(TypeName("int"), "from_bytes", [256])
    # float methods.
    for v in [0.0, -0.0, 1.0, -1.5, 0.1, 0.5, 1e300, 5e-324, 2.5e-308, 1.7976931348623157e308,
              float("inf"), float("-inf"), float("nan"), 123.456, -2.5, 3.0]:
        for name in ["hex", "is_integer", "as_integer_ratio", "conjugate", "__trunc__",
                     "__floor__", "__ceil__", "__round__", "__int__", "__float__", "__abs__",
                     "__bool__", "__getnewargs__"]:
            c.m(v, name)
        for attribute in ["real", "imag"]:
            c.add("getattr", v, attribute)
    for text in ["0x1.0000000000000p+0", "0X1P-1074", "0x1p-1075", "0x1.8p-1074",
                 "0x1.fffffffffffff8p+1023", "1.8", "-Infinity", "  nan  ", "0x1.p0", "0x.p0",
                 "0x1p", "0x1 p0", "", "0x1_0", "0x1.999999999999ap-4", " -0X1.8P+1 ", "inf",
                 "0x.8", "0x1p99999", "0x1p-99999", "0xffffffffffffffffffffp0"]:
        c.m(TypeName("float"), "fromhex", text)
    c.m(TypeName("float"), "fromhex", 1)
    c.m(TypeName("float"), "__getformat__", "double")
    for v, nd in [(2.5, 0), (-0.4, 0), (1e300, 2), (123.456, -1), (-125.0, -1), (135.0, -1),
                  (0.125, 2), (2.675, 2), (1234.5678, -2), (5e-324, 400), (1.5, None),
                  (1.5, 1.0), (1.5, 2**70), (1.5, -(2**70)), (-1.5, -(2**70)), (1.5e308, -308),
                  (1e308, -309), (float("inf"), 2), (float("nan"), 2), (0.5, 0), (1.25, 1),
                  (1.35, 1), (-0.0, 1), (12345.6789, 3), (float("inf"), None),
                  (float("nan"), None), (5e15 + 0.5, None), (2.5, None), (3.5, None),
                  (-2.5, None), (1e20, None)]:
        c.m(v, "__round__", nd)
    # float arithmetic.
    floats = [1.5, -1.5, 0.0, -0.0, 7.5, -7.5, 1e308, float("inf"), float("nan")]
    for a in floats:
        for b in [2, -2, 0.0, 2.5, -0.0, float("inf"), True, 2**70]:
            for symbol in ["+", "-", "*", "/", "//", "%"]:
                c.op(a, symbol, b)
                c.op(b, symbol, a)
    for a, b in [(2.0, 0.5), (0.5, 2), (2.0, -1), (-8.0, 1.0 / 3), (0.0, 0.0), (-0.0, 3),
                 (-0.0, 2), (-0.0, -1), (float("inf"), -1), (float("-inf"), 3),
                 (float("-inf"), 2), (-1.0, float("inf")), (2.0, float("-inf")),
                 (0.5, float("-inf")), (float("nan"), 0), (1.0, float("nan")), (1e308, 2),
                 (-1e308, 3), (1e-308, 2), (10.0, 400), (1.5, 1000000), (-1.5, 1000001),
                 (2, 0.5), (-2, 0.5), (10, -400), (0, -1), (0.0, -1.5), (-2.0, 2.0)]:
        c.op(a, "**", b)
    c.add("pow3", 2.0, "", (3, None))
    for v in [1.5, -0.0, float("nan"), float("inf")]:
        for symbol in ["-", "+", "abs"]:
            c.add("unary", v, symbol)
    c.add("unary", 1.5, "~")
    c.op(1.0, "<<", 1)
    c.op(1.5, "+", "a")
    c.op(1.5, "-", None)
    for a, b in [(7.5, -2), (7, 2.5), (-7.5, 2), (-0.0, 1), (1.0, 0.0), (5, 0.0)]:
        c.m(float(a), "__divmod__", b)
    # complex arithmetic.
    cs = [complex(1, 2), complex(0, 0), complex(-1.5, 0.5), complex(1e200, 1e200)]
    for a in cs:
        for b in [complex(1, 2), 2, 1.5, complex(0, 0), True, 0]:
            for symbol in ["+", "-", "*", "/", "**"]:
                c.op(a, symbol, b)
                c.op(b, symbol, a)
    for a, b in [(complex(1, 2), 0.5), (complex(1, 2), -2), (complex(1, 2), complex(1, 1)),
                 (2, complex(1, 1)), (complex(1e200, 1e200), 2.5), (complex(0, 0), -1),
                 (complex(0, 0), complex(0, 1)), (complex(1e200, 0), 2)]:
        c.op(a, "**", b)
    c.op(complex(1, 2), "//", 2)
    c.op(complex(1, 2), "%", 2)
    c.cmp(complex(1, 2), "<", complex(2, 3))
    for a, b in [(complex(1, 0), 1), (complex(1, 0), 1.0), (complex(1, 2), 1),
                 (complex(1, 2), complex(1, 2)), (complex(2**53 + 1, 0), 2**53 + 1)]:
        c.cmp(a, "==", b)
        c.cmp(a, "!=", b)
    for v in [complex(3, 4), complex(1e308, 1e308), complex(0, 0)]:
        c.add("unary", v, "abs")
        c.add("unary", v, "-")
        c.add("bool", v)
    c.m(complex(1, 2), "conjugate")
    c.add("getattr", complex(1, 2), "real")
    c.add("getattr", complex(1, 2), "imag")
    # Truthiness.
    for v in [0, 1, -1, 2**70, 0.0, -0.0, float("nan"), True, False]:
        c.add("bool", v)
    return c


def str_cases():
    c = Cases()
    samples = ["", "abc", "Hello World", "  xx  ", "a,b,,c", "é€😀", "ΑΣ ΣΑ", "ß", "ǅ", "İ",
               "they're bill's", "a1b2", "\t\n", "Abc Def", "ABC", "aBc", "ﬁ", "ᾳ", "ŉ",
               "a\u3000b\x1cc", "x\u0300Σ", "Σ", "aΣ", "aΣb", "a.Σ", "ΣΑΣ", "\u00aa", "\u00bd²٣"]
    for s in samples:
        for name in ["upper", "lower", "casefold", "swapcase", "title", "capitalize", "isalpha",
                     "isalnum", "isdecimal", "isdigit", "isnumeric", "isspace", "isascii",
                     "isprintable", "isidentifier", "isupper", "islower", "istitle", "split",
                     "rsplit", "splitlines", "strip", "lstrip", "rstrip", "__getnewargs__"]:
            c.m(s, name)
        c.add("repr", s)
        c.add("ascii", s)
        c.add("len", s)
        c.add("list", s)
    c.m("abc", "upper", 1)
    for s, sep, maxsplit in [(" a b  c ", None, 1), (" a b  c ", None, 0), ("a,b,,c", ",", -1),
                             ("a,b,,c", ",", 2), ("a,b,,c", ",", 0), ("", ",", -1),
                             ("abc", "", -1), ("a--b--c", "--", 1), ("€a€b", "€", -1)]:
        c.m(s, "split", sep, maxsplit)
        c.m(s, "rsplit", sep, maxsplit)
    c.mkw("a b c", "split", maxsplit=1)
    c.mkw("a b c", "rsplit", sep=" ", maxsplit=1)
    c.m("abc", "split", 1, 2, 3)
    c.mkw("abc", "split", x=1)
    c.m("abc", "split", 1)
    c.m("a b", "split", None, "x")
    c.m("a b", "split", 10, "*")
    c.m("a b", "rsplit", None, None)
    for name in ["find", "count", "index", "rfind", "removeprefix", "encode", "partition"]:
        c.m("abc", name, None)
    for bad in [None, 5, 1.5]:
        c.m("-", "join", bad)
        c.m(b"-", "join", bad)
    c.m("abc", "center", 5, None)
    c.m("abc", "replace", "a", None)
    c.m(TypeName("str"), "maketrans", 1, "a")
    c.m(TypeName("str"), "maketrans", "a", None)
    c.m(TypeName("str"), "maketrans", "a", "b", None)
    c.m(b"a", "decode", None)
    c.m(b"a", "decode", "utf-8", None)
    c.call("str", b"a", None)
    text = "a\nb\r\nc\rd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l\n"
    c.m(text, "splitlines")
    c.m(text, "splitlines", True)
    c.mkw("a\nb", "splitlines", keepends=True)
    c.m("abc", "splitlines", 1.5)
    for s, chars in [("xxaxx", "x"), ("abc", "ba"), ("abc", ""), ("  a  ", None),
                     ("€a€", "€")]:
        for name in ["strip", "lstrip", "rstrip"]:
            c.m(s, name, chars)
    c.m("x", "strip", 1)
    c.m("abc", "strip", "a", "b")
    for s, args in [("abcabc", ("c",)), ("abcabc", ("c", -2)), ("abc", ("",)),
                    ("abc", ("", 3)), ("abc", ("", 4)), ("abc", ("b", 10**30)),
                    ("abc", ("b", -(10**30))), ("abc", ("c", None, None)), ("abc", ("z",)),
                    ("é€a€", ("€",)), ("é€a€", ("€", 2)), ("abc", ("bc", 0, 2)),
                    ("aaaa", ("aa",)), ("abc", ("€",)), ("abc", ()), ("abc", (1,)),
                    ("abc", ("a", "x")), ("abc", ("a", 0, 1, 2))]:
        for name in ["find", "rfind", "index", "rindex", "count"]:
            c.m(s, name, *args)
    for s, args in [("aaa", ("a", "b", 2)), ("aaa", ("", "-", 2)), ("", ("", "x")),
                    ("abc", ("", "-")), ("a€c", ("€", "e")), ("abc", ("x", "y")),
                    ("abc", ("a",)), ("abc", (1, "a")), ("abc", ("a", 1)), ("aaaa", ("aa", "b"))]:
        c.m(s, "replace", *args)
    c.mkw("aaa", "replace", "a", "b", count=1)
    for s, args in [("abc", (("x", "a"),)), ("abc", ("b", 1)), ("abc", ("", 3)),
                    ("abc", ("", 4)), ("abc", ("bc", 0, 3)), ("abc", (("c",), -1)),
                    ("abc", (1,)), ("abc", ((1,),)), ("abc", ()), ("é€", ("€", 1))]:
        c.m(s, "startswith", *args)
        c.m(s, "endswith", *args)
    for sep, items in [("", ["a", "b"]), ("-", "abc"), ("-", []), (", ", ["x"]),
                       ("€", ["a", "é"]), ("-", [1]), (",", ["a", b"b"]), ("-", ("a", "b"))]:
        c.m(sep, "join", items)
    c.m("a", "join")
    for s, sep in [("a.b.c", "."), ("abc", "x"), ("a", ""), ("a", 1), ("a€b€c", "€")]:
        c.m(s, "partition", sep)
        c.m(s, "rpartition", sep)
    for s, args in [("ab", (11, "*")), ("ab", (10, "*")), ("abc", (10, "*")), ("abc", (6, "*")),
                    ("a", (4,)), ("ab", (5,)), ("abc", (2,)), ("abc", (10, "ab")),
                    ("abc", ("x",)), ("abc", ()), ("é", (5, "€")), ("abc", (5, 1))]:
        for name in ["center", "ljust", "rjust"]:
            c.m(s, name, *args)
    for s, w in [("-42", 5), ("+42", 5), ("42", 1), ("--1", 5), ("", 3), ("é", 3), ("abc", "x")]:
        c.m(s, "zfill", w)
    c.m("abc", "zfill")
    for s, args in [("a\tb\n\tc", ()), ("a\tb", (4,)), ("a\r\tb", (4,)), ("ab\tc", (0,)),
                    ("ab\tc", (-1,)), ("abc", ("x",))]:
        c.m(s, "expandtabs", *args)
    for s, affix in [("ab", "a"), ("ab", "b"), ("ab", ""), ("ab", "abc"), ("ab", 1)]:
        c.m(s, "removeprefix", affix)
        c.m(s, "removesuffix", affix)
    # maketrans / translate.
    c.m(TypeName("str"), "maketrans", "ab", "xy")
    c.m(TypeName("str"), "maketrans", "ab", "xy", "c")
    c.m(TypeName("str"), "maketrans", {"a": "1", 98: None})
    c.m(TypeName("str"), "maketrans")
    c.m(TypeName("str"), "maketrans", 1)
    c.m(TypeName("str"), "maketrans", "ab", "c")
    c.m(TypeName("str"), "maketrans", {"ab": 1})
    c.m(TypeName("str"), "maketrans", {1.5: 1})
    for table in [{97: "xy", 98: None}, {97: 1.5}, {97: 0x110000}, {97: 0x20ac}, {}]:
        c.m("abca", "translate", table)
    # Encoding.
    for s, args in [("é", ()), ("é", ("latin-1",)), ("é€", ("latin-1", "replace")),
                    ("é€", ("ascii", "ignore")), ("é€", ("ascii", "backslashreplace")),
                    ("é€", ("ascii", "xmlcharrefreplace")),
                    ("\udc80", ("utf-8", "surrogateescape")),
                    ("\udc80", ("utf-8", "surrogatepass")), ("\udc80", ()), ("a", ("UTF8",)),
                    ("a", ("Latin_1",)), ("a", ("utf-16",)), ("a😀", ("utf-16-le",)),
                    ("a", ("utf-32-be",)), ("é", ("ascii",)), ("é", ("ascii", "bogus")),
                    ("abc", ("foo",)), ("abc", (1,)), ("aé€😀", ("utf-8",)), ("ab", ("us-ascii",)),
                    ("é€ÿ", ("cp1252",)), ("aĀb", ("windows-1252",)), ("aĀb", ("cp1252", "replace"))]:
        c.m(s, "encode", *args)
    c.mkw("a", "encode", errors="bogus")
    # Operators, indexing, containment, comparison.
    for a, symbol, b in [("a", "+", "b"), ("a", "+", 1), (1, "+", "a"), ("a", "*", "b"),
                         ("a", "*", 2.0), ("a", "*", -1), ("ab", "*", 3), (3, "*", "ab"),
                         ("a", "*", True), ("ab", "*", 0), ("é", "*", 3), ("", "+", "é"),
                         ("é", "+", ""), ("a", "+", "€"), ("a", "-", "b")]:
        c.op(a, symbol, b)
    c.add("iop", "a", "+", "b")
    for s, key in [("abc", 0), ("abc", -1), ("abc", -4), ("abc", 3), ("abc", "x"),
                   ("abc", 1.0), ("abc", True), ("abc", slice(None, None, -1)),
                   ("abcdef", slice(1, 5, 2)), ("abc", slice(10, None, None)),
                   ("é€a", slice(1, None, None)), ("é€a", slice(2, None, None)),
                   ("é€a", slice(None, None, 2)), ("abc", 2**70), ("abc", slice(0, 0, 0)),
                   ("😀a", 0)]:
        c.add("getitem", s, "", key)
    for s, item in [("abc", "a"), ("abc", ""), ("abc", 1), ("abc", "bc"), ("é€", "€"),
                    ("abc", "€"), ("", "")]:
        c.add("contains", s, "", item)
    for a, b in [("abc", "abd"), ("abc", "ab"), ("é", "z"), ("\U0001F600", "\uffff"),
                 ("a", "a"), ("a", 1), ("", "a"), ("é", "é"), ("a€", "a€b")]:
        for symbol in ["<", "<=", "==", "!=", ">", ">="]:
            c.cmp(a, symbol, b)
    # str().
    for args in [(), (5,), ("a",), (None,), (b"x",), (b"x", "utf-8"), (1, "utf-8"), ("a", "utf-8"),
                 (b"\xff", "utf-8"), (b"\xff", "ascii"), (b"\xff", "utf-8", "replace"),
                 (b"\xff", "utf-8", "ignore"), (1, 2, 3, 4), (b"a", 1), (1.5,), ([1, "a"],),
                 (b"\xe2\x82", "utf-8"), (b"\xed\xa0\x80", "utf-8"), (b"a\xffb", "latin-1")]:
        c.call("str", *args)
    c.call("str", b"ab", encoding="latin-1")
    c.call("str", object=5)
    c.call("str", b"x", errors="strict")
    c.call("str", x=5)
    # bytes.
    for data, args in [(b"\xff", ()), (b"a\xffb", ("utf-8", "replace")), (b"\xe2\x82", ()),
                       (b"\xe2\x82a", ()), (b"\xed\xa0\x80", ()), (b"\xed\xa0\x80", ("utf-8", "replace")),
                       (b"\xe2\x82", ("utf-8", "replace")), (b"\xf0\x90\x80", ("utf-8", "replace")),
                       (b"\xc0\xaf", ("utf-8", "replace")), (b"\xff\xfe", ("utf-8", "surrogateescape")),
                       (b"\xff", ("utf-8", "backslashreplace")), (b"\xff", ("ascii", "replace")),
                       (b"\xff\xfe", ("ascii",)), (b"\xe9", ("latin-1",)),
                       (b"\xff\xfea\x00", ("utf-16",)), (b"a\x00", ("utf-16-le",)),
                       (b"a", ("utf-16",)), (b"a", ("foo",)), (b"a", (1,)),
                       (b"\xed\xb2\x80", ("utf-8", "surrogatepass")), (b"\xc3\xa9\xe2\x82\xac", ()),
                       (b"\x80\xff\x9f", ("cp1252",)), (b"a\x81b", ("cp1252",)),
                       (b"a\x81b", ("cp1252", "replace"))]:
        c.m(data, "decode", *args)
    for args in [("a",), (-1,), ([256],), (1.5,), (None,), (3,), ([1, 2],), ("é", "utf-8"),
                 (b"ab",), (1, "utf-8"), ("a", "ascii", "strict", 4)]:
        c.call("bytes", *args)
    c.call("bytes", x=1)
    for a, symbol, b in [(b"a", "+", "b"), (b"a", "+", b"b"), (b"a", "*", 3), (3, "*", b"ab")]:
        c.op(a, symbol, b)
    for key in [0, -1, slice(-1, None, None), 5, "x"]:
        c.add("getitem", b"abc", "", key)
    for item in [97, b"bc", "a", 300]:
        c.add("contains", b"abc", "", item)
    for data in [b"", b"ab", b"\x00'\"", b"\xff\n"]:
        c.add("repr", data)
        c.add("str", data)
        c.add("list", data)
        c.add("len", data)
    c.cmp(b"a", "==", "a")
    c.cmp(b"a", "<", b"b")
    c.cmp(b"a", "<", "b")
    for data, name, args in [(b"ab", "hex", ()), (b"ab", "hex", (":",)), (b"a,b", "split", (b",",)),
                             (b" a b ", "split", ()), (b"abc", "find", (b"c",)), (b"abc", "find", (99,)),
                             (b"abc", "count", (b"",)), (b"abc", "replace", (b"b", b"x")),
                             (b"  a ", "strip", ()), (b"xax", "strip", (b"x",)), (b"abc", "upper", ()),
                             (b"ABC", "lower", ()), (b"123", "isdigit", ()), (b"-", "join", ([b"a", b"b"],)),
                             (b"-", "join", ([b"a", "b"],)), (b"abc", "startswith", (b"a",)),
                             (b"abc", "startswith", ("a",)), (b"abc", "endswith", ((b"c",),)),
                             (b"a.b", "partition", (b".",)), (b"abc", "index", (b"z",)),
                             (b"ab", "removeprefix", (b"a",)), (b"AbC", "swapcase", ()),
                             (b"abc", "title", ()), (b"abc", "capitalize", ()),
                             (b"abc", "center", (7, b"*")), (b"abc", "zfill", (5,)),
                             (b"a\nb", "splitlines", ()), (b"abc", "isascii", ()),
                             (b"abc", "isalpha", ()), (b"a1", "isalnum", ()), (b" ", "isspace", ())]:
        c.m(data, name, *args)
    for text in ["61 62", "6", "zz", ""]:
        c.m(TypeName("bytes"), "fromhex", text)
    return c


def format_cases():
    c = Cases()
    int_specs = ["", "x", "X", "#x", "#X", "b", "#b", "o", "#o", "d", "n", "c", "10", "<10",
                 "^10", "=10", "+", " ", "-", "010", "<010", "0=10", "x<10", "#010x", "#010b",
                 ",", "_", ",d", "_d", "_b", "_o", "_x", "#_x", "08,", "020,", "021,", "0,",
                 "010,", "010_", "#010_x", "+^10", "*^11", "e", "E", ".2f", "%", ".2%", "g",
                 ".3e", "s", ".2d", "+c", "#c", "z", "zd", "z.2", ".2z", "+z", "_n", ",n", ",c",
                 "_c", ",x", ",b", ",,", ",_", "_,", ".", "1" * 30, "<<<", "xx", "%Y", "\u00e9",
                 "\x01", "€^7", "5c", "<5c", "-10"]
    for v in [0, 1, -1, 255, -255, 1234567, -1234567, 65, 10**20, 2**64, True, -12, 8]:
        for spec in int_specs:
            c.fmt(v, spec)
    for spec in ["", "d", ","]:
        c.fmt(10**4300, spec)
    c.fmt(10**4300, "x")
    c.fmt(-1, "c")
    c.fmt(0x110000, "c")
    float_specs = ["", "5", "10", ".3", ".10", ".0", "#", "#.0", "#.3", "e", "E", "f", "F", "g",
                   "G", "%", ".2%", ".0%", ".2f", ".3e", ".2g", "#g", "#.0g", "#.0f", "#.0e",
                   ",", "_", ",.2f", "_.2f", ",.2e", ",g", "08,.2f", "010", "=10", "<10",
                   "^10", "+", " ", "z", "z.1f", "z.0f", "z.2e", "z.2g", "z.2%", "+.1f", "n",
                   ".1", "d", "x", "r", "s", ",n", "\u00e9", "=+10", "0=12,.3f", "*<12.4"]
    for v in [0.0, -0.0, 1.0, 1.5, -1.5, 1234.5, 1e16, 1e-7, 0.0001, 123.456, 1234567890123456789.0,
              12345678901234567.0, 100.0, 99.0, 123.0, 0.5, 1e22, 1e300, float("inf"),
              float("-inf"), float("nan"), -0.001, -1e-10, 123456.0, 0.125, 2.675, 1 / 3]:
        for spec in float_specs:
            c.fmt(v, spec)
    for v, spec in [(1.0, ".7"), (123456.0, ".6"), (123456.0, ".7"), (1e22, ".30"),
                    (1e16, ".17"), (1.5, ".1"), (0.0, "#.3g"), (10.0, "#.3"), (1e-5, "#.3"),
                    (0.00001, ".3"), (1e300, ",.0f"), (12345678.5, ",.1f"),
                    (999999.5, "#g"), (9.5, "#.1g"), (99.5, "#.2g"), (999999.5, "#G"),
                    (0.000099999, "#.3g"), (1.5, ",,f"), (1.5, "__"), (1.5, "_,f")]:
        c.fmt(v, spec)
    for v, spec in [(complex(1234567.5, -7654321.25), ",.2f"), (complex(-1e6, 1e7), "_"),
                    (complex(12345.5, 0.5), ",g")]:
        c.fmt(v, spec)
    complex_specs = ["", ".2", ".2g", "+", "10", "<15", "z", "f", "e", "%", "n", ",", "s", "=",
                     "010", "^20", ".3f", "g", "#", ">-#", "0>9f", "0.0x", "#e"]
    for v in [complex(1, 2), complex(0, 1), complex(-0.0, -0.0), complex(1.5, -2.25),
              complex(1e20, 1), complex(0, -2), complex(float("nan"), float("inf"))]:
        for spec in complex_specs:
            c.fmt(v, spec)
    str_specs = ["", "s", "10", "<10", ">10", "^10", "*^7", "^6", ".0", ".2", ">10.3s", "010",
                 "+", "=5", "#", "z", "_", ",", "d", "\0", "\u00e9", "€^7", ".5s", "x^3", " ", "< z.1"]
    for v in ["a", "abc", "é", "", "abcdefgh"]:
        for spec in str_specs:
            c.fmt(v, spec)
    c.fmt(None, "")
    c.fmt(None, ">5")
    # str.format.
    for template, args in [("{}", (1,)), ("{0}{1}{0}", ("a", "b")), ("{:>5}", ("a",)),
                           ("{0:{1}}", (3, ">5")), ("{:{}{}}", (3, ">", 5)),
                           ("{0[0][1]}", ([[1, 2]],)), ("{0.real.imag}", (5,)),
                           ("{!r}", ("x",)), ("{0!r:>5}", ("x",)), ("{}", ()), ("{0}", ()),
                           ("{x}", ()), ("{0[]}", ([1],)), ("{0[0}", ([1],)), ("{0.a[", (1,)),
                           ("{:}", (5,)), ("{:{:}}", (5, "")), ("a{{b}}c", ()), ("}}", ()),
                           ("{{", ()), ("{", ()), ("{}}", (1,)), ("{0[a]}", ({"a": 1},)),
                           ("{0[0a]}", ({"0a": 1},)), ("{0[-1]}", ({"-1": 1},)),
                           ("{0[ 1]}", ({" 1": 1},)), ("{0[1]}", ({"1": 5},)),
                           ("{0[1]}", ([4, 5],)), ("{0[-1]}", ([4, 5],)), ("{:{}}", ("a", 5.5)),
                           ("{!s:}", (1,)), ("{0!}", (1,)), ("{0!a:}", ("é",)), ("{!", (1,)),
                           ("{!}", (1,)), ("{:", (1,)), ("{:{", (1,)), ("{:}}", (1,)),
                           ("{:{}", (1,)), ("{2}", (1, 2, 3)), ("{10}", tuple(range(11))),
                           ("{00}", (1,)), ("{0_0}", (1,)), ("{\u0660}", (1,)), ("{a", ()),
                           ("{a]", ()), ("{:{:{:}}}", (1, 2, 3)), ("{0:{0}}", (5,)),
                           ("{:%Y}", (5,)), ("{:=}", ("a",)), ("{:x}", (255,)), ("{} {}", (1, 2, 3)),
                           ("{:d}", (1.5,)), ("{!r}", (1.5,)), ("{:.{}}", (1.23456, 3)),
                           ("{0}{}", (1, 2)), ("{}{0}", (1, 2)), ("{1}", (1,)), ("{0.x}", (1,)),
                           ("{0[0]}", (1,)), ("{!x}", (1,)), ("{0.}", (1,)), ("{0]", (1,)),
                           ("{0[0]x}", ([1],)), ("{0.0}", (1,)), ("{0!r:", (1,)),
                           ("{0!rr}", (1,)), ("{0", (1,)), ("{-1}", (1,)), ("{ }", (1,)),
                           ("{:d}", ("a",)), ("é{}€", ("😀",)), ("{0.__class__}", (1,)),
                           ("{:,}", (1234567.891,)), ("{:08,.2f}", (-1234.5,))]:
        c.m(template, "format", *args)
    c.mkw("{x}", "format", x=5)
    c.mkw("{a}", "format", 1, a=2)
    c.mkw("{:{w}.{p}f}", "format", 3.14159, w=10, p=2)
    c.mkw("{a.real}", "format", a=3)
    c.mkw("{:>{w}}", "format", "a", w="5")
    c.m("{a}-{b}", "format_map", {"a": 1, "b": "x"})
    c.m("{0}", "format_map", {"a": 1})
    c.m("{c}", "format_map", {"a": 1})
    c.m("{a}", "format_map")
    # printf-style formatting.
    for template, args in [("%5.2f|%-5d|%05d|%x|%X|%o|%e|%g|%r|%a|%%|%i|%u",
                            (3.14159, 42, -42, 255, 255, 8, 12345.678, 0.0001, "x", "é", 1, 2)),
                           ("%#x %#o %#X %+d % d", (255, 8, 255, 5, 5)),
                           ("%*d|%-*d|%.*f", (5, 1, 5, 2, 3, 1.23456)), ("%s", (1,)), ("%s", [1]),
                           ("%s %s", [1, 2]), ("%c%c", (65, "b")), ("%.3s", "abcdef"), ("%x", 3.5),
                           ("%d", 3.9), ("%d", "3"), ("%s", ()), ("a", ()), ("a", 5), ("a", []),
                           ("a", {}), ("%s", {}), ("%i", True), ("%.0e", 12345),
                           ("%10.4g", 1234567.0), ("%#g", 1.0), ("%g", 1e-5), ("%.2%", ()),
                           ("%d", "x"), ("%d %d", (1,)), ("%d", (1, 2)), ("%z", 1), ("%c", "ab"),
                           ("%c", -1), ("%(a)s", 1), ("%s %(a)s", {"a": 1}), ("%", ()),
                           ("%5s|%-5s|", ("ab", "cd")), ("%5.1s|", ("ab",)), ("%05s", "ab"),
                           ("%+s", "ab"), ("%-05d", 42), ("%+05d", 42), ("% 05d", 42),
                           ("%#5x", 255), ("%#05x", 255), ("%r", 1.5), ("%s", 1.5),
                           ("%.3r", "abcdef"), ("%a", "é"), ("%ld", 5), ("%hd", 5), ("%Ld", 5),
                           ("%5%", ()), ("%5%", (1,)), ("%(a)%", {}), ("%c", "é"),
                           ("%c", 0x10FFFF), ("%.2c", "a"), ("%x", -255), ("%#x", -255),
                           ("%o", -8), ("%d", 10**30), ("%e", 10**400), ("%.2f", True),
                           ("%f", "x"), ("%d", None), ("%s %s", ("a",)), ("%(a)s %s", {"a": 1}),
                           ("%(a", {"a": 1}), ("%*d", ("x", 1)), ("%.*d", ("x", 1)),
                           ("%*s", (-5, "a")), ("%.0f", 0.5), ("%.0f", 1.5), ("%.0f", 2.5),
                           ("%g", 100000), ("%g", 1000000), ("%G", 1e-10), ("%#.3g", 1),
                           ("%10.3e", 1), ("%-10.3e|", 1), ("%i", 3.9), ("%u", -3.9), ("%X", True),
                           ("%s", b"x"), ("%05f", float("inf")), ("%5f", float("nan")),
                           ("%+f", float("inf")), ("%.3d", 5), ("%.3d", -5), ("%5.3d", 5),
                           ("%#.3x", 5), ("%#.3o", 5), ("%x", 255.0), ("%d", 2.5),
                           ("%s", (1, 2)), ("%(a)s %(b)d", {"a": 1, "b": 2}), ("%(a)*d", {"a": 1}),
                           ("%(a(b))s", {"a(b)": 1}), ("%c", 65.0), ("%c", ""),
                           ("%#.0f", 3), ("%#.0e", 3), ("%010.2f|", -3.14159), ("%d%%", 50),
                           ("%5r|", "a"), ("%x", 10**20), ("%#o", 0), ("%#x", 0), ("%e", 0),
                           ("%F", float("inf")), ("%f", 1e20), ("%.1f", 0.05), ("%.1f", 0.25),
                           ("%*.*f", (8, 3, 3.14159)), ("%-*s|", (5, "a")), ("%s", None),
                           ("%-3s|", "€"), ("%c", 8364), ("%5c|", 97), ("%-5c|", 97),
                           ("%#5.2x|", 10), ("%-#8o|", 10), ("%+d", 0), ("% d", -5),
                           ("%+ d", 5), ("%0-5d|", 5), ("%e", float("inf")),
                           ("%010e", float("-inf")), ("%.0f", 1e30), ("%r", (1,)),
                           ("%r", ((1,),)), ("%(x)r %(x)s", {"x": "q"}), ("%s", {"x": 1}),
                           ("%s %(a)s", ({"a": 1},)), ("%.2s", "é€abc"), ("%5.1f%%", 99.5),
                           ("é%s€", "😀")]:
        c.add("percent", template, "", args)
    return c


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    number_cases().write(os.path.join(here, "numbers_cases.inc"))
    str_cases().write(os.path.join(here, "str_cases.inc"))
    format_cases().write(os.path.join(here, "format_cases.inc"))


if __name__ == "__main__":
    main()
