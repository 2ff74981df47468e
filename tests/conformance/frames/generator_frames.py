# A generator's frame through its life: gi_frame, gi_running,
# gi_suspended, gi_code and gi_yieldfrom when created, suspended, inside a
# yield from, running, finished, closed, and after raising.
import sys


def sub():
    yield "from sub"
    return "sub result"


def gen():
    received = yield 1
    result = yield from sub()
    yield received, result


def describe(g, label):
    frame = g.gi_frame
    if frame is None:
        where = None
    else:
        where = (frame.f_lineno - gen.__code__.co_firstlineno, frame.f_back, dict(frame.f_locals))
    delegate = g.gi_yieldfrom
    print(label, g.gi_running, g.gi_suspended, g.gi_code.co_name,
          None if delegate is None else delegate.__name__, where)


g = gen()
describe(g, "created")
next(g)
describe(g, "first yield")
g.send("sent")
describe(g, "in yield from")
next(g)
describe(g, "after yield from")
for _ in g:
    pass
describe(g, "finished")


def looks_at_itself():
    frame = me.gi_frame
    yield me.gi_running, me.gi_suspended, frame is sys._getframe(), frame.f_back.f_code.co_name


me = looks_at_itself()


def driver():
    return next(me)


print("running:", driver())


def failing():
    yield 1
    raise KeyError("stop")


f = failing()
next(f)
try:
    next(f)
except KeyError:
    pass
print("after raising:", f.gi_frame, f.gi_running, f.gi_suspended)

c = gen()
next(c)
c.close()
print("closed:", c.gi_frame, c.gi_suspended)

for name in ["gi_frame", "gi_running", "gi_suspended", "gi_code", "gi_yieldfrom"]:
    try:
        setattr(c, name, None)
    except AttributeError as e:
        print(e)

squares = (n * n for n in range(3))
print(squares.gi_code.co_name, sorted(squares.gi_frame.f_locals), next(squares))
print(sorted(squares.gi_frame.f_locals), squares.gi_frame.f_locals["n"])
