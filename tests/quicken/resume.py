# Quickening is per code object and happens at its first RESUME: every
# RESUME of that code object (a generator's resumption points included)
# becomes RESUME_CHECK at once, and every adaptive instruction gets its
# counter, while the code objects nested in it stay as compiled until they
# run themselves. A function that is created but never called stays
# unquickened.
from _golden import repeat, show, show_before


def outer(n):
    def inner(x):
        return x + n

    return inner


def pairs(n):
    for i in range(n):
        received = yield i
        if received:
            yield received


show_before(outer)
show_before(pairs)
adder = outer(10)
show("outer after one call: inner is made but not yet called", outer)
print(adder(5))
show("outer after the inner function ran once", outer)

generator = pairs(3)
show("pairs after the generator was made (its frame has not resumed yet)", pairs)
print(next(generator))
show("pairs after the first next(): both RESUMEs quickened", pairs)
print(generator.send("sent"), list(generator))
show("pairs after running to the end", pairs)
