# printf-style and format() conversions of objects defining __index__,
# __int__ or __float__, and the errors of % formatting.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class I:
    def __repr__(self): return type(self).__name__ + "()"
    def __index__(self): return 7
class N:
    def __repr__(self): return type(self).__name__ + "()"
    def __int__(self): return 8
class F:
    def __repr__(self): return type(self).__name__ + "()"
    def __float__(self): return 2.5
class IF:
    def __repr__(self): return type(self).__name__ + "()"
    def __index__(self): return 3
    def __float__(self): return 4.5
for cls in (I, N, F, IF):
    o = cls()
    for spec in ("%d", "%x", "%o", "%f", "%e", "%g", "%c", "%s", "%r" if False else "%i"):
        attempt(f"{cls.__name__} {spec}", lambda: spec % o)
    for spec in ("d", "x", "f", "", "s"):
        attempt(f"{cls.__name__} format {spec!r}", lambda: format(o, spec))
attempt("%c int", lambda: "%c" % 65)
attempt("%c str2", lambda: "%c" % "ab")
attempt("%d float", lambda: "%d" % 3.7)
attempt("%x float", lambda: "%x" % 3.7)
attempt("%d str", lambda: "%d" % "3")
attempt("%*d", lambda: "%*d" % (I(), 5))
attempt("%.*f", lambda: "%.*f" % (I(), 1.0))
attempt("%(a)s missing", lambda: "%(a)s" % {})
attempt("too many", lambda: "%s" % (1, 2))
attempt("not enough", lambda: "%s %s" % (1,))
attempt("dict needed", lambda: "%(a)s" % 5)
