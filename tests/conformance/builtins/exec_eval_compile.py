# exec(), eval() and compile() with globals and locals.

print(eval("1 + 2 * 3"), eval("[x * x for x in range(4)]"), eval("  'padded'  "))
x = 10
print(eval("x + 1"), eval("x + 1", {"x": 100}), eval("x + y", {"x": 1}, {"y": 2}))

ns = {}
exec("a = 5\nb = a * 2\ndef f(n):\n    return n + b\n", ns)
print(ns["a"], ns["b"], ns["f"](1), "__builtins__" in ns)
print(sorted(k for k in ns if k != "__builtins__"))

# exec returns None; eval of statements is a SyntaxError
print(exec("pass"))
try:
    eval("y = 1")
except SyntaxError as e:
    print(type(e).__name__, e.msg)

# Separate globals and locals: functions defined in exec see globals only
g = {"base": 100}
l = {}
exec("loc = 1\nresult = base + loc", g, l)
print(l, "result" in g)

# compile modes
code = compile("print('compiled exec')", "<string>", "exec")
exec(code)
expr = compile("6 * 7", "<expr>", "eval")
print(eval(expr), type(expr).__name__)
single = compile("1 + 1", "<single>", "single")
print(type(single).__name__)

for source, mode in (("1 +", "eval"), ("def", "exec"), ("x = 1", "bad mode")):
    try:
        compile(source, "<test>", mode)
    except (SyntaxError, ValueError) as e:
        print(type(e).__name__, getattr(e, "msg", str(e)))

# Exceptions raised in exec'd code propagate
try:
    exec("raise KeyError('from exec')")
except KeyError as e:
    print(type(e).__name__, e)
try:
    eval("undefined_name_in_eval")
except NameError as e:
    print(type(e).__name__, e)

# exec modifies the given mapping; builtins are injected
scope = {"__builtins__": {"len": len}}
exec("n = len('abcd')", scope)
print(scope["n"])
try:
    exec("print('no print available')", {"__builtins__": {}})
except NameError as e:
    print(type(e).__name__, e)

# Code object reuse
counter_code = compile("count = count + 1", "<counter>", "exec")
state = {"count": 0}
for _ in range(5):
    exec(counter_code, state)
print(state["count"])

# eval with a dict subclass as locals
class Defaulting(dict):
    def __missing__(self, key):
        return key.upper()

print(eval("hello + '-' + world", {}, Defaulting()))
