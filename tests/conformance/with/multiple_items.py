# Multiple context managers in one with statement: order of enter and exit.

log = []

class CM:
    def __init__(self, name, fail_enter=False, suppress=False):
        self.name, self.fail_enter, self.suppress = name, fail_enter, suppress

    def __enter__(self):
        log.append("enter " + self.name)
        if self.fail_enter:
            raise RuntimeError("enter failed: " + self.name)
        return self.name

    def __exit__(self, exc_type, exc, tb):
        log.append("exit %s (%s)" % (self.name, exc_type.__name__ if exc_type else "-"))
        return self.suppress

with CM("a") as a, CM("b") as b, CM("c") as c:
    log.append("body %s%s%s" % (a, b, c))
print(log)

log.clear()
with (
    CM("x") as x,
    CM("y"),
    CM("z") as z,
):
    log.append("parenthesised body")
print(log)

# An exception in the body is seen by every manager, innermost first
log.clear()
try:
    with CM("outer"), CM("inner"):
        raise KeyError("k")
except KeyError:
    log.append("caught outside")
print(log)

# The inner manager can suppress before the outer sees anything
log.clear()
with CM("outer"), CM("inner", suppress=True):
    raise KeyError("k")
print(log)

# If a later __enter__ fails, the earlier managers are exited
log.clear()
try:
    with CM("first"), CM("second", fail_enter=True), CM("third"):
        log.append("never")
except RuntimeError as e:
    log.append("caught: %s" % e)
print(log)

# Equivalent nested form
log.clear()
with CM("n1"):
    with CM("n2"):
        log.append("nested body")
print(log)

# Context manager expressions are evaluated in order, interleaved with __enter__
log.clear()

def make(name):
    log.append("make " + name)
    return CM(name)

with make("p") as p, make("q") as q:
    pass
print(log)
