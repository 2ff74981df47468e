# profile: self
# cProfile.run and cProfile.runctx writing a file; pstats.Stats adds two
# files together and writes the sum.
import cProfile
import os
import pstats
import sys


def cube(x):
    return x ** 3


first = sys.argv[1] + ".1"
second = sys.argv[1] + ".2"
cProfile.run("[cube(i) for i in range(3)]", first)
cProfile.runctx("cube(n)", {"cube": cube}, {"n": 5}, second)
stats = pstats.Stats(first, second)
stats.dump_stats(sys.argv[1])
print(stats.total_calls, stats.prim_calls)
os.remove(first)
os.remove(second)
