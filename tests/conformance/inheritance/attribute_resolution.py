# Where attribute lookups find values: instance, class, bases, metaclass.

class Meta(type):
    meta_attr = "from metaclass"

    def meta_method(cls):
        return "meta_method on " + cls.__name__

class Base(metaclass=Meta):
    base_attr = "from Base"

    def method(self):
        return "Base.method"

class Child(Base):
    child_attr = "from Child"

c = Child()
c.instance_attr = "from instance"
print(c.instance_attr, c.child_attr, c.base_attr)
print(Child.meta_attr, Child.meta_method())
try:
    c.meta_attr
except AttributeError as e:
    print(type(e).__name__, e)

# Instance dict shadows non-data class attributes, including methods
c.method = lambda: "instance lambda"
print(c.method(), Child.method(c))
del c.method
print(c.method())

# Class attribute shadows metaclass attribute for the class itself
class Shadow(Base):
    meta_attr = "class-level override"

print(Shadow.meta_attr, type(Shadow).meta_attr)

# Lookup through a long chain is dynamic
class L1:
    pass

class L2(L1):
    pass

class L3(L2):
    pass

obj = L3()
print(hasattr(obj, "late"))
L1.late = "added to L1 later"
print(obj.late)
L2.late = "added to L2 later"
print(obj.late)

# getattr with a default and with dotted paths by hand
def dotted(obj, path, default=None):
    for part in path.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            return default
    return obj

class Config:
    pass

cfg = Config()
cfg.db = Config()
cfg.db.host = "localhost"
print(dotted(cfg, "db.host"), dotted(cfg, "db.port", 5432), dotted(cfg, "cache.size", "none"))

# vars() on classes returns the mappingproxy without inherited names
print("base_attr" in vars(Child), "child_attr" in vars(Child))
print(sorted(n for n in vars(Base) if not n.startswith("__")))
