# profile: self
# Profiling starts deep in the stack (frames already running return without
# having been seen entering) and stops in another, shallower function.
import cProfile
import sys

profile = cProfile.Profile()


def leaf(n):
    return n * 2


def start(n):
    profile.enable()
    return leaf(n)


def middle(n):
    value = start(n)
    return value + leaf(n)


def outer(n):
    value = middle(n)
    return value + leaf(1)


def stop():
    leaf(0)
    profile.disable()


def main():
    print(outer(3))
    leaf(5)
    print(sorted([3, 1, 2]))
    stop()
    leaf(7)


main()
profile.dump_stats(sys.argv[1])
