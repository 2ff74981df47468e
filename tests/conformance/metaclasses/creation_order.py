# The full sequence of hooks run by a class statement.

log = []

class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kwargs):
        log.append("Meta.__prepare__(%s, kwargs=%s)" % (name, sorted(kwargs)))
        return {}

    def __new__(mcls, name, bases, ns, **kwargs):
        keys = sorted(k for k in ns if not k.startswith("__"))
        log.append("Meta.__new__(%s) keys=%s" % (name, keys))
        return super().__new__(mcls, name, bases, ns, **kwargs)

    def __init__(cls, name, bases, ns, **kwargs):
        log.append("Meta.__init__(%s)" % name)
        super().__init__(name, bases, ns)

class Descriptor:
    def __set_name__(self, owner, name):
        log.append("Descriptor.__set_name__(%s, %s)" % (owner.__name__, name))

class Base(metaclass=Meta):
    def __init_subclass__(cls, **kwargs):
        log.append("Base.__init_subclass__(%s, %s)" % (cls.__name__, sorted(kwargs)))

def decorator(cls):
    log.append("decorator(%s)" % cls.__name__)
    return cls

def base_expr():
    log.append("evaluate bases")
    return Base

def kw_value():
    log.append("evaluate keyword")
    return 1

log.clear()

@decorator
class Child(base_expr(), flag=kw_value()):
    log.append("class body start")
    attr = Descriptor()
    def method(self):
        pass
    log.append("class body end")

for line in log:
    print(line)

# The class body runs once, its locals become the namespace
log.clear()

class Simple(metaclass=Meta):
    x = 1
    y = x + 1
    del x

print(log, Simple.y, hasattr(Simple, "x"))

# __qualname__, __module__ and __doc__ are put in the namespace before the body
class Inspect:
    """The doc."""
    seen = (__qualname__, __module__, __doc__)

print(Inspect.seen)
