# Exceptions keep frames (and their locals) alive until the handler finishes.

class T:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("  destroy", self.name)

def fails():
    local = T("frame local")
    raise ValueError("failure")

try:
    fails()
except ValueError as e:
    print("in handler, local still alive via the traceback")
print("after handler")

def fails_quietly():
    obj = T("quiet local")
    try:
        raise KeyError("k")
    except KeyError:
        print("  handled inside the function")
    return "returned"

print(fails_quietly())

# Storing the exception keeps the frame's locals alive
saved = None
try:
    fails()
except ValueError as e:
    saved = e
print("exception saved")
saved = None
print("saved exception dropped")

# __del__ runs for objects created inside a with block when it ends
class CM:
    def __enter__(self):
        return T("from enter")

    def __exit__(self, *exc):
        print("  exit")
        return False

with CM() as resource:
    print("  using", resource.name)
del resource
print("resource deleted")

# Generators: locals live while suspended, die on close
def gen():
    holder = T("generator local")
    yield 1
    yield 2

g = gen()
next(g)
print("generator suspended")
g.close()
print("generator closed")
g = None

# Objects only referenced by a finished generator's frame are already gone
g = gen()
list(g)
print("generator exhausted")
