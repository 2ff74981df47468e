# Nested functions and closures under settrace: qualnames with <locals>, a
# closure over a cell the inner function changes (nonlocal), and a
# function made before tracing started and called under it.
import sys
sys.path.insert(0, "..")
import _tracetool

def make_counter():
    count = 0

    def bump(step):
        nonlocal count
        count += step
        return count

    return bump


early = make_counter()


def f():
    late = make_counter()
    late(1)
    return early(5), late(2)


print(_tracetool.traced(f))
