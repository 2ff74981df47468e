# A logging descriptor showing exactly when __get__, __set__ and __delete__ run.

events = []

class Logged:
    def __init__(self, default):
        self.default = default

    def __set_name__(self, owner, name):
        self.name = name
        events.append("set_name %s.%s" % (owner.__name__, name))

    def __get__(self, obj, objtype=None):
        events.append("get %s (obj=%s)" % (self.name, "None" if obj is None else "instance"))
        if obj is None:
            return self
        return obj.__dict__.get(self.name, self.default)

    def __set__(self, obj, value):
        events.append("set %s = %r" % (self.name, value))
        obj.__dict__[self.name] = value

    def __delete__(self, obj):
        events.append("delete %s" % self.name)
        obj.__dict__.pop(self.name, None)

class Record:
    a = Logged(1)
    b = Logged("b-default")

r = Record()
r.a
r.a = 10
r.a += 5
del r.a
r.a
Record.b
getattr(r, "b")
setattr(r, "b", "via setattr")
hasattr(r, "b")
delattr(r, "b")
vars(r)
for e in events:
    print(e)

# Augmented assignment on a descriptor runs get then set
events.clear()

class Counter:
    value = Logged(0)

c = Counter()
for _ in range(2):
    c.value += 1
print(events, c.value)

# Descriptors in a subclass override the parent's descriptor
events.clear()

class Child(Record):
    a = Logged(100)

ch = Child()
print(ch.a, ch.b)
print(events)
