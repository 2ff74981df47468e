# close() semantics: GeneratorExit, ignoring it, returning a value from it,
# closing twice, throw() before the first next(), send() to a fresh generator.
def ret():
    yield 1
    return [1, 2]


def catcher():
    try:
        yield 1
    except GeneratorExit:
        print("got GeneratorExit")
        raise
g = catcher()
next(g)
print(g.close())

def ignorer():
    try:
        yield 1
    except GeneratorExit:
        yield 2
g = ignorer()
next(g)
try:
    g.close()
except RuntimeError as e:
    print(type(e).__name__, e)

def returner():
    try:
        yield 1
    except GeneratorExit:
        return "closing value"
g = returner()
next(g)
print("close returned", g.close())

g = ret()
print(g.close(), g.close())
g = ret()
try:
    g.throw(ValueError("before start"))
except ValueError as e:
    print("thrown before start", e)
print(list(g))
try:
    g.send(1)
except StopIteration as e:
    print("exhausted send", e.value)
g = ret()
try:
    g.send(5)
except TypeError as e:
    print(type(e).__name__, e)

