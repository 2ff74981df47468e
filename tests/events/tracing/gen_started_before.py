# A generator started before tracing: its later resumptions are call events
# at the line of the yield it continues from (it never reports its first
# line), and a generator suspended inside a loop keeps reporting the loop's
# lines.
import sys
sys.path.insert(0, "..")
import _tracetool

def counter():
    n = 0
    while True:
        n += 1
        yield n


def f(g):
    return next(g) + next(g)


g = counter()
next(g)
print(_tracetool.traced(f, g))
g.close()
