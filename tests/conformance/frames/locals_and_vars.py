# locals() and vars() against f_locals: the builtins give snapshot dicts
# in functions and generators (with the extra variables written through
# f_locals), the proxy stays live.
import sys


def function():
    a = 1
    snapshot = locals()
    proxy = sys._getframe().f_locals
    b = 2
    print("snapshot:", sorted(snapshot), "proxy:", sorted(proxy))
    print("vars() is a snapshot too:", vars() is locals(), sorted(vars()))
    proxy["extra"] = "E"
    print("extra in locals():", locals()["extra"], "extra" in vars())
    del a
    print("after del:", "a" in locals(), "a" in proxy)


function()


def generator():
    x = 1
    yield sorted(locals())
    y = 2
    yield sorted(locals()), sorted(sys._getframe().f_locals)


print(list(generator()))


def closure():
    shared = 1

    def inner():
        local = 2
        return sorted(locals()), shared

    return inner(), sorted(locals())


print(closure())


def with_comprehension():
    data = [1, 2]
    inside = [sorted(locals()) for item in data]
    return inside[0], sorted(locals())


print(with_comprehension())


def dir_without_arguments():
    first = 1
    second = 2
    sys._getframe().f_locals["third"] = 3
    return dir()


print(dir_without_arguments())
