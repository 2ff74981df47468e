# Attribute stores: replacing an attribute the instance dict already holds
# at the cached index (STORE_ATTR_INSTANCE_VALUE), and adding attributes to
# new instances (STORE_ATTR_INSTANCE_DICT, as in __init__). An instance
# whose dict holds the attributes at other indices misses at every site (the
# generic code still stores in place). A property with a setter added to the
# class later bumps its version: every attribute site misses, so the setter
# runs at once; after the 54th miss they deoptimize, the loads respecialize
# for the property (LOAD_ATTR_PROPERTY) and the store stays generic (a data
# descriptor cannot be specialized). A class with its own __setattr__ is
# never specialized.
from _golden import repeat, show, show_before


class Counter:
    def __init__(self, start):
        self.count = start
        self.step = 1


class Logged:
    def __setattr__(self, name, value):
        print("set", name, value)
        object.__setattr__(self, name, value)


def bump(counter):
    counter.count = counter.count + counter.step
    return counter.count


def label(target, text):
    target.label = text


setter_values = []
show_before(Counter.__init__)
show_before(bump)
counter = Counter(0)
# The same attributes in the other order: each sits at the other index.
reordered = Counter.__new__(Counter)
reordered.step = 5
reordered.count = 7
logged = Logged()
print(repeat(2, Counter, 10).count)
show("Counter.__init__ after three instances", Counter.__init__)
print(repeat(2, bump, counter))
show("bump after two calls", bump)
print(bump(reordered), reordered.count)
show("bump after one call with attributes at other indices (misses)", bump)

repeat(2, label, logged, "a")
show("label after two stores to an object with __setattr__ (generic)", label)


def get_count(self):
    return self._count


def set_count(self, value):
    setter_values.append(value)
    self._count = value


Counter.count = property(get_count, set_count)
counter._count = 100
print(bump(counter), setter_values)
show("bump after Counter.count became a property (the setter ran: misses)", bump)
repeat(52, bump, counter)
print(len(setter_values), setter_values[-1])
show("bump after 52 more calls (54 misses at each attribute site: deoptimized)", bump)
print(repeat(2, bump, counter), len(setter_values))
show("bump two calls later: loads respecialized for the property, the store generic", bump)
