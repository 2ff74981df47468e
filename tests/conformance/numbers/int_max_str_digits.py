# sys.get_int_max_str_digits / set_int_max_str_digits and the limit they
# set on int(str), str(int) and decimal integer literals in compiled code.
import sys

print(sys.get_int_max_str_digits(), sys.flags.int_max_str_digits)


def attempt(label, function):
    try:
        result = function()
    except (ValueError, SyntaxError, TypeError, OverflowError) as e:
        print(label, type(e).__name__, e)
    else:
        print(label, "ok", result)


attempt("int 4300", lambda: len(str(int("7" * 4300))))
attempt("int 4301", lambda: int("7" * 4301))
attempt("int underscores", lambda: int("1_0" * 2200))
attempt("int signed", lambda: int("-" + "5" * 4301))
attempt("int spaces", lambda: int("  " + "5" * 4301 + "\n"))
attempt("int zeros base 0", lambda: int("0" * 5000, 0))
attempt("int zeros base 10", lambda: int("0" * 5000))
attempt("int hex", lambda: int("f" * 5000, 16).bit_length())
attempt("int base 36", lambda: int("z" * 4301, 36))
attempt("int bytes", lambda: int(b"3" * 4301))
attempt("str", lambda: str(10 ** 4300))
attempt("str 4300 digits", lambda: len(str(10 ** 4299)))
attempt("str negative", lambda: len(str(-10 ** 4299)))
attempt("repr", lambda: repr(10 ** 4300))
attempt("format d", lambda: format(10 ** 4300, "d"))
attempt("format x", lambda: len(format(10 ** 4300, "x")))
attempt("fstring", lambda: f"{10 ** 4300}")
attempt("percent", lambda: "%d" % (10 ** 4300))
attempt("hex()", lambda: len(hex(10 ** 4300)))

def literal(digits, tail=""):
    source = "x = " + "1" * digits + tail
    code = compile(source, "<literal>", "exec")
    namespace = {}
    exec(code, namespace)
    return len(str(namespace["x"]))

attempt("literal 4300", lambda: literal(4300))
attempt("literal 4301", lambda: literal(4301))
attempt("literal imaginary", lambda: type(eval("1" * 5000 + "j")).__name__)
attempt("literal float", lambda: eval("1" * 5000 + ".0"))
attempt("literal then syntax error", lambda: literal(4301, " +"))
try:
    compile("y = 2\nz = (\n   " + "3" * 4400 + ")\n", "<lines>", "exec")
except SyntaxError as e:
    print(e.msg)
    print(e.filename, e.lineno, e.offset, e.end_lineno, e.end_offset, len(e.text))

attempt("set type", lambda: sys.set_int_max_str_digits("5000"))
attempt("set float", lambda: sys.set_int_max_str_digits(1000.0))
attempt("set too small", lambda: sys.set_int_max_str_digits(639))
attempt("set 640", lambda: sys.set_int_max_str_digits(640))
attempt("set negative", lambda: sys.set_int_max_str_digits(-1))
attempt("set huge", lambda: sys.set_int_max_str_digits(2 ** 70))
attempt("set nothing", lambda: sys.set_int_max_str_digits())
attempt("set two", lambda: sys.set_int_max_str_digits(700, 800))
attempt("get argument", lambda: sys.get_int_max_str_digits(1))
attempt("set keyword", lambda: sys.set_int_max_str_digits(maxdigits=700))
print(sys.get_int_max_str_digits(), sys.flags.int_max_str_digits)
attempt("int 701", lambda: int("7" * 701))
attempt("int 700", lambda: len(str(int("7" * 700))))
attempt("str 701", lambda: str(10 ** 700))
attempt("literal 701", lambda: literal(701))
attempt("literal 700", lambda: literal(700))
attempt("set 0", lambda: sys.set_int_max_str_digits(0))
attempt("int 100000", lambda: len(str(int("7" * 100000))))
attempt("literal 9000", lambda: literal(9000))
sys.set_int_max_str_digits(4300)
attempt("restored", lambda: int("7" * 4301))
