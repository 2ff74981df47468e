# Reading and writing a suspended generator's variables through
# gi_frame.f_locals: the change is what the generator sees when resumed.
import sys


def counter(limit):
    n = 0
    while n < limit:
        yield n
        n += 1


g = counter(20)
print(next(g), next(g))
g.gi_frame.f_locals["n"] = 10
print(next(g), next(g))
g.gi_frame.f_locals["limit"] = 13
print(list(g))


def accumulate():
    total = 0
    while True:
        value = yield total
        total += value


acc = accumulate()
next(acc)
acc.send(5)
print("total:", acc.gi_frame.f_locals["total"])
acc.gi_frame.f_locals["total"] = 1000
print(acc.send(1))
proxy = acc.gi_frame.f_locals
proxy["note"] = "extra"
print(sorted(proxy), acc.send(1))
print(acc.send(10))


def keeps_frame():
    secret = 42
    yield sys._getframe()


k = keeps_frame()
frame = next(k)
list(k)
print("finished generator's frame:", k.gi_frame, dict(frame.f_locals))
frame.f_locals["secret"] = 43
print(frame.f_locals["secret"])
