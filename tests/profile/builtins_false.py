# profile: self
# builtins=False: only Python functions are recorded, and a Python function
# called by a builtin has the calling Python function as its caller.
import cProfile
import sys


def key(x):
    return -x


def work():
    values = sorted([4, 1, 3], key=key)
    values.append(len(values))
    return max(values, key=key)


profile = cProfile.Profile(builtins=False)
profile.enable()
print(work())
profile.disable()
profile.dump_stats(sys.argv[1])
