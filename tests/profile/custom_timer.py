# profile: self
# A Python timer (never profiled itself) with an integer time unit; the
# statistics still count calls as usual.
import cProfile
import sys

ticks = [0]


def timer():
    ticks[0] += 1
    return ticks[0]


def work(n):
    return [square(i) for i in range(n)]


def square(x):
    return x * x


profile = cProfile.Profile(timer, 0.5)
profile.enable()
print(work(4))
profile.disable()
stats = profile.getstats()
print(sorted(e.callcount for e in stats))
profile.dump_stats(sys.argv[1])
