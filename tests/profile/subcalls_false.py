# profile: self
# subcalls=False: no callers are recorded, the counts are the same.
import cProfile
import sys


def leaf(x):
    return x


def branch(x):
    return leaf(x) + leaf(len([x]))


profile = cProfile.Profile(subcalls=False)
profile.enable()
print(sum(branch(i) for i in range(4)))
profile.disable()
profile.dump_stats(sys.argv[1])
