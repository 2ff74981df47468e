# Lambdas and comprehensions under setprofile: a lambda is a frame named
# <lambda>; list comprehensions are inlined (no frame), while a generator
# expression is a frame per resumption.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    sq = lambda x: x * x
    a = [sq(i) for i in range(2)]
    b = sum(i for i in range(2))
    return a, b


print(_tracetool.profiled(f))
