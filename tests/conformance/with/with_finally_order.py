# Ordering of __exit__, finally blocks and handlers around with statements.

log = []

class CM:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        log.append("enter " + self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        log.append("exit " + self.name + (" with " + exc_type.__name__ if exc_type else ""))
        return False

def scenario(fail):
    try:
        with CM("outer"):
            try:
                with CM("inner"):
                    log.append("body")
                    if fail:
                        raise ValueError("v")
            finally:
                log.append("finally inside outer")
    except ValueError:
        log.append("handler")
    finally:
        log.append("outer finally")

scenario(False)
print(log)
log.clear()
scenario(True)
print(log)

# with inside a generator: exit runs when the generator is closed
def gen():
    with CM("gen"):
        yield 1
        yield 2

log.clear()
g = gen()
next(g)
log.append("paused")
g.close()
print(log)

# with inside a generator that is exhausted normally
log.clear()
print(list(gen()), log)

# Return value from inside with in a try/finally
def nested_return():
    try:
        with CM("ret"):
            return "value"
    finally:
        log.append("finally after with")

log.clear()
print(nested_return(), log)

# A with statement whose manager is reused
log.clear()
shared = CM("shared")
for _ in range(2):
    with shared:
        log.append("use")
print(log)
