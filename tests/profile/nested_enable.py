# profile: self
# enable/disable several times on one profile; a second profiler cannot be
# enabled while one is (ValueError); enabling twice is refused too.
import cProfile
import sys


def f(n):
    return n + 1


def g(n):
    return f(n) * 2


profile = cProfile.Profile()
other = cProfile.Profile()
profile.enable()
g(1)
try:
    other.enable()
except ValueError as error:
    print("other:", error)
try:
    profile.enable()
except ValueError as error:
    print("again:", error)
profile.disable()
g(2)
profile.enable()
f(3)
profile.disable()
other.enable()
g(4)
other.disable()
profile.enable(subcalls=False)
g(5)
profile.disable()
print(sys.monitoring.get_tool(sys.monitoring.PROFILER_ID))
profile.dump_stats(sys.argv[1])
