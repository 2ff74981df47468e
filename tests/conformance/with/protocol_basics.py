# The with statement: __enter__, __exit__, the as target, and exception details.

class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("  enter", self.name)
        return self.name.upper()

    def __exit__(self, exc_type, exc, tb):
        print("  exit", self.name, exc_type.__name__ if exc_type else None, repr(exc),
              tb is not None)
        return False

with Resource("plain"):
    print("  body without as")

with Resource("named") as value:
    print("  body sees", value)
print("value after the block:", value)

try:
    with Resource("failing"):
        raise ValueError("boom")
except ValueError as e:
    print("propagated:", e)

# __exit__ runs on return, break and continue
def early_return():
    with Resource("return"):
        return "returned"

print(early_return())
for i in range(3):
    with Resource("loop%d" % i):
        if i == 0:
            continue
        if i == 1:
            break
print("after loop, i =", i)

# The as target can be any assignment target
class Holder:
    pass

h = Holder()
store = {}
with Resource("attr") as h.attr, Resource("item") as store["k"]:
    pass
print(h.attr, store)
with Resource("tuple") as (first, *rest):
    print("  unpacked", first, rest)

# Objects missing the protocol
class NoExit:
    def __enter__(self):
        return self

class NoEnter:
    def __exit__(self, *a):
        return False

for obj in (5, NoExit(), NoEnter(), None):
    try:
        with obj:
            print("never")
    except TypeError as e:
        print(type(e).__name__, e)
