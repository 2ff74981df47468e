# Evaluation order of decorators, defaults and annotations; of class
# keywords and bases; of displays, calls and slices; for/while else;
# unusual loop targets; walrus forms; yield inside expressions.

def show(f):
    try:
        print(repr(f()))
    except BaseException as e:
        print(type(e).__name__, e)
log = []
def t(x):
    log.append(x)
    return x
@t
@(lambda f: t(f))
def deco_order(a=t("default-a"), *, b=t("default-b")) -> t("return-ann"):
    pass
print([x if isinstance(x, str) else "fn" for x in log])
log.clear()
class K(t(object), metaclass=t(type), **t({})):
    t("body")
print([x if isinstance(x, str) else getattr(x, "__name__", x) for x in log])
bases = (int,)
class I(*bases):
    pass
print(I.__mro__[1].__name__, I(5) + 1)
def gen_order():
    log.clear()
    d = {t("k1"): t("v1"), t("k2"): t("v2")}
    l = [t(1), *t([2]), t(3)]
    s = t("a")[t(0)]
    f = t(lambda *a, **k: None)(t("p"), *t(["q"]), k=t("kw"), **t({}))
    return [x if not callable(x) else "fn" for x in log]
show(gen_order)
def cond_order():
    log.clear()
    r = t(1) if t(0) else t(2)
    r2 = t(0) or t("") or t("last")
    r3 = t(1) and t([]) and t("never")
    return log, r, r2, r3
show(cond_order)
def slice_order():
    log.clear()
    x = [1, 2, 3, 4]
    t(x)[t(0):t(2):t(1)] = t([9])
    return log, x
show(slice_order)
def dict_display_dupe():
    return {1: "a", True: "b", 1.0: "c"}
show(dict_display_dupe)
def dict_comp_order():
    log.clear()
    d = {t(k): t(v) for k, v in [("a", 1)]}
    return log
show(dict_comp_order)
def for_else():
    out = []
    for i in range(3):
        if i == 5:
            break
    else:
        out.append("for-else")
    while False:
        pass
    else:
        out.append("while-else")
    for i in range(3):
        if i == 1:
            break
    else:
        out.append("never")
    return out, i
show(for_else)
def loop_target_attr():
    class O: pass
    o = O()
    d = {}
    for o.attr in range(2):
        pass
    for d["k"], d["v"] in [(1, 2)]:
        pass
    return o.attr, d
show(loop_target_attr)
def int_cache_identity():
    a = 256
    b = int("256")
    return a is b
show(int_cache_identity)
def chained_in():
    return 1 in [1] in [[1]], "a" not in "b" not in "c"
show(chained_in)
def ternary_nesting():
    return [("neg" if v < 0 else "zero" if v == 0 else "pos") for v in (-1, 0, 1)]
show(ternary_nesting)
def lambda_in_default(f=lambda x=1: x * 2):
    return f()
show(lambda_in_default)
def walrus_forms():
    if (n := len("abcd")) > 3:
        pass
    while (chunk := [1][:0]):
        pass
    data = {"k": (v := 5)}
    return n, chunk, data, v, [y := 1, y ** 2], (z := 3, z + 1)
show(walrus_forms)
def global_module():
    exec("global q\nq = 1", g := {})
    return g["q"]
show(global_module)
def yield_in_expressions():
    def g():
        x = yield
        y = [(yield x), (yield x * 2)]
        return y
    it = g()
    next(it)
    a = it.send(3)
    b = it.send("first")
    try:
        it.send("second")
    except StopIteration as e:
        return a, b, e.value
show(yield_in_expressions)
