# profile: self
# Profile.runctx and Profile.run: statements run by exec, with a namespace.
import cProfile
import sys


def triple(x):
    return 3 * x


profile = cProfile.Profile()
namespace = {"triple": triple, "values": [1, 2, 3]}
profile.runctx("result = [triple(v) for v in values]", namespace, namespace)
print(namespace["result"])
profile.run("triple(14)")
profile.dump_stats(sys.argv[1])
