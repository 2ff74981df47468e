# User __eq__/__hash__ meeting builtin containers: reflected equality,
# unhashable keys in dict/set lookups, hashes that raise, and list searches.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class X:
    def __eq__(self, o): print("  X.__eq__", type(o).__name__); return "X-eq"
    def __ne__(self, o): return "X-ne"
    __hash__ = None
attempt("list == X", lambda: [1] == X())
attempt("X == list", lambda: X() == [1])
attempt("tuple != X", lambda: (1,) != X())
attempt("dict == X", lambda: {} == X())
attempt("int == X", lambda: 1 == X())
attempt("str < X", lambda: "a" < X())
attempt("X in dict", lambda: X() in {})
attempt("X in set", lambda: X() in set())
attempt("X in frozenset", lambda: X() in frozenset())
attempt("dict get X", lambda: {}.get(X()))
attempt("set add X", lambda: set().add(X()))
attempt("dict setdefault X", lambda: {}.setdefault(X()))
attempt("set remove X", lambda: set().remove(X()))
attempt("set discard X", lambda: set().discard(X()))
class H:
    def __hash__(self): raise ValueError("hash boom")
attempt("H in dict", lambda: H() in {1: 2})
attempt("H in set", lambda: H() in {1})
attempt("H in list", lambda: H() in [1])
attempt("dict with H", lambda: {H(): 1})
class SetLike(set): pass
attempt("set subclass discard unhashable set", lambda: SetLike([frozenset([1])]).discard({1}) or "ok")
attempt("set contains set", lambda: {1} in {frozenset([1])})
attempt("set remove set", lambda: {frozenset([1])}.remove({1}) or "ok")
attempt("list.index X", lambda: [1, 2].index(X()))
attempt("list.count X", lambda: [1, 2].count(X()))
attempt("list.remove X", lambda: [1, 2].remove(X()))
attempt("tuple.index missing", lambda: (1,).index(2))
attempt("list.remove missing", lambda: [1].remove(2))
