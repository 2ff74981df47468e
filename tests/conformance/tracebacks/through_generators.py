# Tracebacks through generators, yield from, a generator expression and a
# generator resumed by send.
import sys


def numbers(limit):
    for n in range(limit):
        yield 10 // (2 - n)


def delegate(limit):
    yield from numbers(limit)


def consumer():
    total = 0
    while True:
        value = yield total
        total += value["amount"]


def show(thunk):
    try:
        thunk()
    except Exception as error:
        sys.excepthook(type(error), error, error.__traceback__)


show(lambda: list(delegate(5)))
show(lambda: sum(x * 2 for x in numbers(4)))
c = consumer()
next(c)
c.send({"amount": 3})
show(lambda: c.send({"total": 4}))
print("done")
list(delegate(3))
