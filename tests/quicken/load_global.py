# LOAD_GLOBAL: a module global (LOAD_GLOBAL_MODULE), a builtin
# (LOAD_GLOBAL_BUILTIN), a global rebound to another value (no miss: the
# globals' keys are unchanged), and a builtin that a new global then
# shadows (every call misses until the 54th miss deoptimizes; the site then
# respecializes as LOAD_GLOBAL_MODULE, and as LOAD_GLOBAL_BUILTIN again once
# the shadow is deleted).
from _golden import repeat, show, show_before


scale = 3


def scaled(x):
    return scale * x


def magnitude(x):
    return abs(x)


show_before(scaled)
print(scaled(2))
show("scaled after one call (counters armed, nothing specialized yet)", scaled)
print(scaled(2))
show("scaled after two calls", scaled)

scale = 5
print(repeat(3, scaled, 2))
show("scaled after rebinding scale (same keys: still specialized, new value)", scaled)

print(repeat(2, magnitude, -4))
show("magnitude after two calls", magnitude)


def abs(x):
    return "shadowed", x


print(magnitude(-4))
show("magnitude after one call with abs shadowed (one miss)", magnitude)
print(repeat(52, magnitude, -4))
show("magnitude after 53 misses (still specialized)", magnitude)
print(magnitude(-4))
show("magnitude after the 54th miss (deoptimized)", magnitude)
print(magnitude(-4))
show("magnitude one call after deoptimizing (backing off)", magnitude)
print(magnitude(-4))
show("magnitude respecialized for the shadowing global", magnitude)

del abs
print(repeat(54, magnitude, -4))
show("magnitude after the shadow's deletion and 54 misses", magnitude)
print(repeat(2, magnitude, -4))
show("magnitude two calls after its second deoptimization: still generic (the back-off "
     "doubled)", magnitude)
print(repeat(2, magnitude, -4))
show("magnitude respecialized for the builtin on the 4th call", magnitude)
