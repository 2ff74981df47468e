# with statements inside generators, and generators used by with blocks.

log = []

class Managed:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        log.append("open " + self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        log.append("close %s%s" % (self.name, " (" + exc_type.__name__ + ")" if exc_type else ""))
        return False

def read_lines(name, lines):
    with Managed(name):
        for line in lines:
            yield line

# Fully consumed: the manager closes at exhaustion
print(list(read_lines("a", ["x", "y"])), log)
log.clear()

# Partially consumed then closed explicitly: GeneratorExit reaches __exit__
g = read_lines("b", ["1", "2", "3"])
print(next(g), log)
g.close()
print(log)
log.clear()

# An exception thrown into the generator passes through __exit__
g = read_lines("c", ["p", "q"])
next(g)
try:
    g.throw(KeyError("thrown"))
except KeyError as e:
    print("propagated", repr(e))
print(log)
log.clear()

# A generator used inside a with block that raises
def numbers():
    for i in range(5):
        yield i

try:
    with Managed("d"):
        for n in numbers():
            if n == 3:
                raise ValueError("stop at 3")
except ValueError as e:
    print("caught", e)
print(log)
log.clear()

# Two generators each holding a manager, interleaved
g1 = read_lines("g1", "ab")
g2 = read_lines("g2", "cd")
print([next(g1), next(g2), next(g1), next(g2)])
print(next(g1, None), log)
g2.close()
print(log)
