# Tracebacks of exceptions raised inside generators and coroutine-style
# generators: the entries' frames are the generators' own frame objects.
import sys


def producer():
    yield 1
    raise LookupError("inside generator")


def consumer(gen):
    for item in gen:
        pass


g = producer()
try:
    consumer(g)
except LookupError as e:
    tb = e.__traceback__
    names = []
    while tb is not None:
        names.append((tb.tb_frame.f_code.co_name, tb.tb_lineno - producer.__code__.co_firstlineno
                      if tb.tb_frame.f_code is producer.__code__ else "-"))
        last = tb
        tb = tb.tb_next
    print(names)
    print(g.gi_frame, last.tb_frame.f_code is producer.__code__, dict(last.tb_frame.f_locals))


def catcher():
    try:
        yield "ready"
    except KeyError as e:
        frame = e.__traceback__.tb_frame
        yield frame is sys._getframe(), frame is c.gi_frame


c = catcher()
next(c)
print(c.throw(KeyError("thrown")))


def keeper():
    try:
        yield
    except ValueError:
        pass
    yield sys._getframe()


k = keeper()
next(k)
inner_frame = k.throw(ValueError)
print(inner_frame is k.gi_frame, inner_frame.f_lineno - keeper.__code__.co_firstlineno)
