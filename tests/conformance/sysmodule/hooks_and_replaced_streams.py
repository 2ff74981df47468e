# Replaced sys.stdout (None, a collector, objects without write/flush),
# sys.displayhook and compile(..., "single"), builtins._, sys.modules
# edits, and a replaced sys.excepthook receiving the uncaught exception.
import sys
def show(f):
    try:
        print(repr(f()))
    except BaseException as e:
        print(type(e).__name__, e)
saved = sys.stdout
sys.stdout = None
print("goes nowhere")
sys.stdout = saved
print("back")
class Collect:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
c = Collect()
sys.stdout = c
print("a", 1, sep="|", end="$")
print()
exec(compile("1 + 1", "<s>", "single"))
sys.stdout = saved
print(c.parts)
def hook(value):
    print("hooked", repr(value))
sys.displayhook = hook
exec(compile("'x' * 2", "<s>", "single"))
exec(compile("None", "<s>", "single"))
sys.displayhook = sys.__displayhook__
exec(compile("[1, 2]", "<s>", "single"))
builtins = sys.modules["builtins"]
print("_" in dir(builtins), builtins._)
show(lambda: sys.stdout is sys.__stdout__)
class NoWrite:
    pass
sys.stdout = NoWrite()
try:
    print("x")
except AttributeError as e:
    sys.stdout = saved
    print(type(e).__name__, e)
sys.stdout = saved
class BadWrite:
    def write(self, s):
        raise ValueError("cannot write " + repr(s))
try:
    print("y", file=BadWrite())
except ValueError as e:
    print(type(e).__name__, e)
class Flushy:
    def write(self, s):
        pass
    def flush(self):
        print("flushed", file=sys.stderr)
print("z", file=Flushy(), flush=True)
class NoFlush:
    def write(self, s):
        pass
try:
    print("z", file=NoFlush(), flush=True)
except AttributeError as e:
    print(type(e).__name__, e)
sys.modules["fake_mod"] = "not a module"
show(lambda: sys.modules["fake_mod"])
del sys.modules["fake_mod"]
show(lambda: type(sys.modules).__name__)
def excepthook(t, v, tb):
    print("custom hook:", t.__name__, v, type(tb).__name__, file=sys.stderr)
    print("custom hook ran")
sys.excepthook = excepthook
raise KeyError("to the hook")
