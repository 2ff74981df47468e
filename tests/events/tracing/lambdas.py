# Lambdas under settrace: each call is a frame named <lambda> (nested ones
# <lambda>.<locals>.<lambda>) with one line event; a lambda used as a sort
# key is called from C code and traced the same way.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    double = lambda x: x * 2
    adder = lambda a: lambda b: a + b
    keyed = sorted(["ccc", "a", "bb"], key=lambda s: len(s))
    return double(3), adder(1)(2), keyed


print(_tracetool.traced(f))
