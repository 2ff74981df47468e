# profile: self
# Profile.runcall with positional and keyword arguments, twice on one profile.
import cProfile
import sys


def work(a, b, scale=1):
    return [helper(x) * scale for x in range(a, b)]


def helper(x):
    return x + len(str(x))


profile = cProfile.Profile()
print(profile.runcall(work, 1, 4, scale=10))
print(profile.runcall(work, a=5, b=7))
profile.dump_stats(sys.argv[1])
