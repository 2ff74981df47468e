# Code object attributes visible from Python.

def simple(a, b):
    c = a + b
    return c

def complex_sig(p, /, q, r=1, *args, k, m=2, **kw):
    local1 = p
    local2 = q
    return local1, local2

def make_closure():
    captured = 10
    other = 20
    def inner(x):
        return x + captured
    def uses_both():
        return captured + other
    return inner, uses_both

def gen():
    yield 1

for fn in (simple, complex_sig, make_closure, gen):
    c = fn.__code__
    print(c.co_name, c.co_qualname, c.co_argcount, c.co_posonlyargcount, c.co_kwonlyargcount,
          c.co_nlocals)
    print("  varnames", c.co_varnames)
    print("  cellvars", c.co_cellvars, "freevars", c.co_freevars)

inner, uses_both = make_closure()
print(inner.__code__.co_freevars, uses_both.__code__.co_freevars)
print(inner.__code__.co_qualname, uses_both.__code__.co_qualname)

# co_flags bits that are part of the documented interface
CO_OPTIMIZED, CO_NEWLOCALS, CO_VARARGS, CO_VARKEYWORDS = 0x1, 0x2, 0x4, 0x8
CO_NESTED, CO_GENERATOR = 0x10, 0x20

def flags(fn):
    f = fn.__code__.co_flags
    names = []
    for name, bit in (("OPTIMIZED", CO_OPTIMIZED), ("NEWLOCALS", CO_NEWLOCALS),
                      ("VARARGS", CO_VARARGS), ("VARKEYWORDS", CO_VARKEYWORDS),
                      ("NESTED", CO_NESTED), ("GENERATOR", CO_GENERATOR)):
        if f & bit:
            names.append(name)
    return names

for fn in (simple, complex_sig, inner, gen, lambda *a: a):
    print(fn.__code__.co_name, flags(fn))

# co_names lists global and attribute names used
def uses_globals():
    return len(str(simple.__name__))

print(uses_globals.__code__.co_names)

# Line information: the first line, and lines in co_lines are inside the function
print(simple.__code__.co_firstlineno, complex_sig.__code__.co_firstlineno)
first = simple.__code__.co_firstlineno
lines = sorted(set(line for start, end, line in simple.__code__.co_lines() if line is not None))
print([line - first for line in lines])
positions = [p for p in simple.__code__.co_positions() if p[0] is not None]
print(min(p[0] for p in positions) - first, max(p[1] for p in positions) - first)

# Module-level code object via compile()
module_code = compile("x = 1\ny = x + 1\n", "<demo>", "exec")
print(type(module_code).__name__, module_code.co_name, module_code.co_filename)
print(module_code.co_names, module_code.co_argcount)
ns = {}
exec(module_code, ns)
print(ns["y"])
expr_code = compile("a * 2", "<expr>", "eval")
print(eval(expr_code, {"a": 21}), expr_code.co_names)
