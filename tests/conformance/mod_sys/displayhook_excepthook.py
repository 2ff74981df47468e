# sys.displayhook prints repr and stores builtins._; sys.excepthook prints
# a report to stderr; both can be replaced and restored.
import sys
import builtins
sys.displayhook(42)
print(builtins._)
sys.displayhook(None)
print(builtins._)
sys.displayhook("text")
print(repr(builtins._))
seen = []
sys.displayhook = seen.append
sys.displayhook(5)
print(seen, sys.displayhook is not sys.__displayhook__)
sys.displayhook = sys.__displayhook__
print(sys.excepthook is sys.__excepthook__)
try:
    {}["missing"]
except KeyError as e:
    sys.excepthook(type(e), e, e.__traceback__)
print("after excepthook")
def custom(t, v, tb):
    print("custom hook:", t.__name__, v)
sys.excepthook = custom
raise LookupError("reported by the custom hook")
