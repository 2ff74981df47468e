# Calls with keyword arguments (f(a, b=...)) at warmed sites while the
# callee changes: parameters renamed (the unexpected-keyword message with
# its suggestion), turned positional-only, gaining **kwargs, replaced by a
# builtin that takes keywords, a class, and a bound method.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return ["%s*%d" % (v, n) for v, n in out]


def fmt(text, width=10, fill="."):
    return text.rjust(width, fill)


def renamed(text, widht=10, fill="."):
    return "renamed"


def posonly(text, width, /, fill="."):
    return "posonly"


def catch_all(text, **kwargs):
    return "kwargs %s" % sorted(kwargs)


class Format:
    def __init__(self, text, width, fill):
        self.out = "Format(%s,%d,%s)" % (text, width, fill)

    def __repr__(self):
        return self.out


class Holder:
    def method(self, text, width=0, fill=""):
        return "method %s %d %s" % (text, width, fill)


f = fmt


def site():
    try:
        return str(f("ab", width=6, fill="*"))
    except (TypeError, ValueError) as e:
        return "%s(%s)" % (type(e).__name__, e)


out = []
steps = [renamed, posonly, catch_all, Format, Holder().method, dict, lambda *a, **k: len(k),
         lambda text, *, width, fill: "kwonly", fmt]
for i in range(200 + 50 * len(steps)):
    if i >= 200 and (i - 200) % 50 == 0:
        f = steps[(i - 200) // 50]
    out.append(site())
for part in runs(out):
    print(part)

# Keyword calls to builtins and methods at warmed sites.
def builtin_kw(values):
    return sorted(values, key=len, reverse=True)


def method_kw(s):
    return s.split(sep=",", maxsplit=1)


for i in range(300):
    builtin_kw(["a", "bbb", "cc"])
    method_kw("x,y,z")
print(builtin_kw(["a", "bbb", "cc"]), method_kw("1,2,3"), method_kw("none"))
try:
    sorted([1], reversed=True)
except TypeError as e:
    print("TypeError:", e)
try:
    "a,b".split(sep=",", max=1)
except TypeError as e:
    print("TypeError:", e)

# A keyword argument given twice (positionally and by name) at a warmed site.
def twice():
    try:
        return fmt("t", 5, width=5)
    except TypeError as e:
        return "TypeError(%s)" % e


for i in range(300):
    fmt("t", width=5)
print(twice())
