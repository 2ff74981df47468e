# profile: self
# The profile as a context manager, with an exception leaving the block.
import cProfile
import sys


def risky(n):
    if n > 2:
        raise ValueError(n)
    return n


def loop():
    total = 0
    for i in range(5):
        total += risky(i)
    return total


try:
    with cProfile.Profile() as profile:
        print(sys.monitoring.get_tool(sys.monitoring.PROFILER_ID))
        loop()
except ValueError as error:
    print("left with", error)
print(sys.monitoring.get_tool(sys.monitoring.PROFILER_ID))
profile.dump_stats(sys.argv[1])
