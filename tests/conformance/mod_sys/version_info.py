# sys.version_info compares with tuples and is indexable by name and
# position; sys.version, sys.hexversion and sys.api_version agree with it.
import sys
v = sys.version_info
print(v[:2], v.major, v.minor, v.releaselevel, v.serial, len(v), v[0] == v.major)
print(v >= (3, 13), v < (3, 14), v > (3,), v == tuple(v), v[:3] >= (3, 13, 0), (3, 12) < v)
print(type(v).__name__, isinstance(v, tuple), v.index(3), v.count(13))
major, minor, *rest = v
print(major, minor, len(rest))
print(sys.version.split()[0].startswith("3.13"), sys.hexversion >> 24, (sys.hexversion >> 16) & 255)
print(repr(v).startswith("sys.version_info(major=3, minor=13, micro="), "releaselevel=" in repr(v))
try:
    v.major = 4
except AttributeError as e:
    print("AttributeError:", e)
try:
    type(v)()
except TypeError as e:
    print("TypeError:", e)
if v >= (3, 10):
    print("new enough for match statements")
print(sorted([(3, 14), tuple(v[:2]), (2, 7)]))
