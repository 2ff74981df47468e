# Module attribute loads (mod.x) at warmed sites while the module's globals
# change: reassigned, deleted (AttributeError), re-added, a module
# __getattr__ added later, and the module's dict growing.
import sys


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


ModuleType = type(sys)
cfg = ModuleType("cfg")
cfg.level = 1
cfg.name = "cfg-name"
exec("def helper():\n    return 'helper v1'\n", cfg.__dict__)


def read_level():
    try:
        return cfg.level
    except AttributeError as e:
        return "AttributeError(%s)" % e


def call_helper():
    try:
        return cfg.helper()
    except (AttributeError, NameError) as e:
        return "%s(%s)" % (type(e).__name__, e)


levels, helpers = [], []
for i in range(700):
    if i == 200:
        cfg.level = 2
    elif i == 250:
        del cfg.level
    elif i == 300:
        cfg.__dict__["level"] = "via-dict"
    elif i == 350:
        for k in range(50):
            setattr(cfg, "filler%d" % k, k)
        exec("def helper():\n    return 'helper v2 sees ' + str(level)\n", cfg.__dict__)
    elif i == 400:
        del cfg.level
        cfg.__getattr__ = lambda name: "module-getattr:" + name
    elif i == 450:
        cfg.level = "real-again"
    elif i == 500:
        del cfg.__getattr__
        del cfg.helper
    elif i == 550:
        cfg.__dict__.clear()
    elif i == 600:
        cfg.__dict__.update(level=6, helper=lambda: "lambda helper", __name__="renamed")
    levels.append(read_level())
    helpers.append(call_helper())
print(runs(levels))
print(runs(helpers))

# Two modules alternating at one site.
other = ModuleType("other")
other.level = "other-level"


def level_of(m):
    try:
        return m.level
    except AttributeError as e:
        return "AttributeError(%s)" % e


seen = []
for i in range(300):
    if i == 150:
        del other.level
    # Both calls reach the same load site inside level_of.
    seen.append("%s & %s" % (level_of(other), level_of(cfg)))
print(runs(seen))

# The current module itself, reached through sys.modules.
me = sys.modules[__name__]
counter = 0
totals = []
for i in range(300):
    if i == 100:
        counter = 1000
    if i == 200:
        me.counter = -1
    totals.append(me.counter)
print(runs(totals))
