# exec/eval/compile with globals and locals dicts, modes and errors.
g = {}
exec("a = 1\nb = a + 1", g)
print(sorted(k for k in g if k != "__builtins__"), "__builtins__" in g)
print(eval("a + b", g))
l = {}
exec("c = 3", g, l)
print(l, "c" in g)
print(eval("x * y", {"x": 2}, {"y": 5}))
print(eval("len('abc')", {"__builtins__": {"len": len}}))
try:
    eval("abs(-1)", {"__builtins__": {}})
except NameError as e:
    print(type(e).__name__, e)
print(eval("  1 + 2  "))
print(eval("\t3\n"))
co = compile("1 + 2", "<expr>", "eval")
print(co.co_filename, eval(co))
co = compile("x = 5\ny = x * 2", "<stmts>", "exec")
ns = {}
print(exec(co, ns), ns["y"])
co = compile("7 * 6", "<single>", "single")
exec(co)
co = compile("None", "<single>", "single")
exec(co)
try:
    compile("1 +", "<bad>", "eval")
except SyntaxError as e:
    print(type(e).__name__, e.msg, e.filename, e.lineno)
try:
    compile("x = 1", "<bad>", "eval")
except SyntaxError as e:
    print(type(e).__name__, e)
try:
    compile("1", "f", "bogus")
except ValueError as e:
    print(type(e).__name__, e)
try:
    eval(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    exec("1", [])
except TypeError as e:
    print(type(e).__name__, e)
try:
    eval("1", {}, 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    exec(compile("1", "x", "eval"))
except Exception as e:
    print(type(e).__name__, e)
print(exec(compile("1", "x", "eval")))
try:
    exec("raise KeyError('from exec')")
except KeyError as e:
    print(type(e).__name__, e)

def f():
    loc = 1
    exec("loc = 2; new = 3")
    return loc, "new" in locals()
print(f())

def uses_eval():
    q = 10
    return eval("q + 1")
print(uses_eval())

class Mapping(dict):
    def __getitem__(self, k):
        if k == "magic":
            return 42
        return super().__getitem__(k)
print(eval("magic + 1", {}, Mapping()))
ns = {}
exec("def fn():\n    return __name__", ns)
print(ns["fn"](), "__name__" in ns)
ns = {"__name__": "custom"}
exec("def fn():\n    return __name__", ns)
print(ns["fn"]())
src = "total = 0\nfor i in range(4):\n    total += i\n"
d = {}
exec(src, d)
print(d["total"])
print(eval("[i for i in range(3)]"))
co = compile("a = 1", "<x>", "exec", dont_inherit=True)
print(type(co).__name__, co.co_name)
print(compile("1", "<x>", "eval").co_name)
import sys
print(eval("sys.version_info[0]"))
print(eval(compile("lambda: 5", "<l>", "eval"))())
exec("print('exec printed', end='!\\n')")


def attempt(thunk):
    try:
        result = thunk()
        print("ok", type(result).__name__)
    except (SyntaxError, ValueError, TypeError) as e:
        print(type(e).__name__, e)


for flags in (0x10, 0x100, 0x200, 0x20000, 0x1000000, 0x2000000, 1, -1):
    attempt(lambda: compile("x", "f", "eval", flags))
for level in (-2, -1, 0, 2, 3):
    attempt(lambda: compile("x", "f", "eval", optimize=level))
attempt(lambda: compile("x", "f", "bogus", 1))
attempt(lambda: compile("x", "f", "bogus", optimize=9))
attempt(lambda: compile("x", 5, "eval"))
attempt(lambda: compile("x", "f", 5))
attempt(lambda: compile("x", "f", "eval", optimize="high"))
for source, mode in [("", "eval"), ("# comment", "eval"), ("\n", "eval"), ("", "single"),
                     ("x +", "exec"), ("a = 1\nb = 2", "single"), ("", "exec")]:
    try:
        compile(source, "f", mode)
        print("compiled", repr(source), mode)
    except SyntaxError as e:
        print(repr(e.msg), e.filename, e.lineno, e.offset, repr(e.text), str(e))
