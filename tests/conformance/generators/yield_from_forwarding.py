# yield from forwards send(), throw() and close() to the delegate.

def inner():
    print("  inner start")
    try:
        while True:
            try:
                got = yield "inner ready"
                print("  inner got", repr(got))
                if got == "finish":
                    return "inner done"
            except KeyError as e:
                print("  inner handled KeyError", e)
                yield "inner recovered"
    finally:
        print("  inner finally")

def outer():
    result = yield from inner()
    print("  outer got result", repr(result))
    yield "outer after"

g = outer()
print(next(g))
print(g.send("hello"))
print(g.throw(KeyError("k")))
print(g.send(None))
print(g.send("finish"))
print(next(g, "end"))

# throw() of an exception the delegate does not handle propagates to outer
def outer_catching():
    try:
        yield from inner()
    except ValueError as e:
        print("  outer caught", type(e).__name__, e)
        yield "outer handled"

g = outer_catching()
next(g)
print(g.throw(ValueError("unhandled by inner")))

# close() closes the delegate first
g = outer()
next(g)
g.close()
print("closed")

# send() to a delegate that is a plain iterator without send
class Plain:
    def __init__(self):
        self.items = [1, 2, 3]
    def __iter__(self):
        return self
    def __next__(self):
        if not self.items:
            raise StopIteration
        return self.items.pop(0)

def over_plain():
    yield from Plain()

g = over_plain()
print(next(g), g.send(None))
try:
    g.send("value")
except AttributeError as e:
    print(type(e).__name__, e)

# throw() into a plain iterator delegate raises at the yield from
def over_plain_throw():
    try:
        yield from Plain()
    except IndexError as e:
        yield "caught at yield from: %s" % e

g = over_plain_throw()
next(g)
print(g.throw(IndexError("thrown")))

# Delegating to a generator that is already running is an error
def self_delegate():
    yield from gen_ref[0]

gen_ref = [None]
gen_ref[0] = self_delegate()
try:
    next(gen_ref[0])
except ValueError as e:
    print(type(e).__name__, e)
