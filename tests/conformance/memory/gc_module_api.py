# The rest of the gc module's interface: tracking, referents and referrers,
# callbacks, garbage, debug flags, freezing.
import gc

gc.disable()
gc.collect()


class Plain:
    pass


print(gc.is_tracked(Plain()), gc.is_tracked([]), gc.is_tracked(1), gc.is_tracked("text"))
print(gc.is_tracked(Plain), gc.is_tracked(None), gc.is_tracked(3.5))

a, b = Plain(), Plain()
container = [a, b]
refs = gc.get_referents(container)
print(len(refs), a in refs and b in refs)
print(gc.get_referents(1, "x"), "atoms refer to nothing")
holder = {"key": container}
print(any(r is holder for r in gc.get_referrers(container)))
print(any(r is container for r in gc.get_referrers(a)))

objects = gc.get_objects()
print(type(objects).__name__, any(o is container for o in objects))
print(any(o is container for o in gc.get_objects(generation=None)))
try:
    gc.get_objects(5)
except ValueError as e:
    print("ValueError:", e)

phases = []


def on_gc(phase, info):
    phases.append((phase, sorted(info)))


gc.callbacks.append(on_gc)
x = Plain()
x.me = x
del x
print(gc.collect())
print(phases)
gc.callbacks.remove(on_gc)
phases.clear()
gc.collect()
print(phases, gc.callbacks)

print(gc.garbage, type(gc.garbage).__name__)
print(gc.get_debug())
gc.set_debug(0)
print(gc.get_debug(), gc.DEBUG_SAVEALL, gc.DEBUG_LEAK, gc.DEBUG_STATS)
gc.freeze()
print(gc.get_freeze_count() > 0)
gc.unfreeze()
print(gc.get_freeze_count())
for name, args in (("enable", (1,)), ("get_count", (1,)), ("is_tracked", ())):
    try:
        getattr(gc, name)(*args)
    except TypeError as e:
        print("TypeError:", e)
