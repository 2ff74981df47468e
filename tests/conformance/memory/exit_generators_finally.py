# Generators still suspended when the program ends, held only by module
# globals (directly, in containers, in other objects), run their finally
# blocks and context-manager exits at exit, in CPython's order.


def counter(name):
    try:
        yield 1
        yield 2
    finally:
        print("finally", name)


class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, kind, value, traceback):
        print("exit", self.name, kind.__name__ if kind else None)
        return False


def managed(name):
    with Resource(name):
        yield "inside " + name


def nested(name):
    try:
        try:
            yield 1
        finally:
            print("inner finally", name)
    finally:
        print("outer finally", name)


def catches(name):
    try:
        yield 1
    except GeneratorExit:
        print("GeneratorExit seen by", name)
        raise


def delegating(name):
    try:
        yield from counter(name + "/sub")
    finally:
        print("finally", name)


class Holder:
    def __init__(self, gen):
        self.gen = gen


def started(gen):
    next(gen)
    return gen


a = started(counter("a"))
unstarted = counter("never started")
finished = counter("finished")
for _ in finished:
    pass
b = started(managed("b"))
c = started(nested("c"))
gens = [started(counter("list0")), started(counter("list1")), started(counter("list2"))]
pair = (started(counter("tuple0")), started(counter("tuple1")))
table = {"x": started(counter("dict-x")), "y": started(counter("dict-y"))}
holder = Holder(started(catches("holder")))
d = started(delegating("d"))
print("end of program")
