# Generator expressions are frames of their own (qualname <genexpr>, with a
# call/return pair per value), consumed by a builtin (sum) or a for loop.
import sys
sys.path.insert(0, "..")
import _tracetool

def f(data):
    total = sum(x * 2 for x in data)
    names = []
    for n in (str(x) for x in data if x):
        names.append(n)
    return total, names


print(_tracetool.traced(f, [0, 1, 2]))
