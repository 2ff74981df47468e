# __init_subclass__: implicit classmethod, keyword arguments, chaining and errors.

class Plugin:
    registry = []

    def __init_subclass__(cls, /, name=None, **kwargs):
        print("  Plugin.__init_subclass__", cls.__name__, name, sorted(kwargs))
        super().__init_subclass__(**kwargs)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry.append(cls.plugin_name)

class Alpha(Plugin, name="alpha-plugin"): pass
class Beta(Plugin): pass
class Gamma(Beta, name="g"): pass
print(Plugin.registry, Gamma.plugin_name, Beta.plugin_name)
print(type(Plugin.__dict__["__init_subclass__"]).__name__)

# Unknown keywords reach object.__init_subclass__, which takes none
try:
    class Delta(Plugin, colour="blue"): pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Plain(flag=1): pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    object.__init_subclass__(1)
except TypeError as e:
    print(type(e).__name__, e)
print(object.__init_subclass__())

# A hook is called for the subclass, never for the class defining it
class Counting:
    count = 0
    def __init_subclass__(cls):
        Counting.count += 1
        print("  subclass", cls.__name__, "of", [b.__name__ for b in cls.__bases__])

class One(Counting): pass
class Two(One): pass
Three = type("Three", (Two,), {})
print(Counting.count)

# Multiple inheritance: only the first __init_subclass__ along the MRO runs,
# unless it calls super()
class LeftHook:
    def __init_subclass__(cls, **kwargs):
        print("  LeftHook", cls.__name__, kwargs)
        super().__init_subclass__(**kwargs)

class RightHook:
    def __init_subclass__(cls, **kwargs):
        print("  RightHook", cls.__name__, kwargs)

class Both(LeftHook, RightHook, option=1): pass

# Keyword arguments go to the metaclass too, which must accept them
class Meta(type):
    def __new__(mcls, name, bases, ns, **kwargs):
        print("  Meta.__new__", name, kwargs)
        return super().__new__(mcls, name, bases, ns, **kwargs)

class WithMeta(metaclass=Meta):
    def __init_subclass__(cls, **kwargs):
        print("  WithMeta.__init_subclass__", cls.__name__, kwargs)

class Sub(WithMeta, tag="x"): pass
try:
    class Sub2(WithMeta, tag="y"):
        pass
    type(Sub2)("Sub3", (WithMeta,), {}, tag="z")
except TypeError as e:
    print(type(e).__name__, e)

# An exception in the hook propagates out of the class statement
class Strict:
    def __init_subclass__(cls):
        if not hasattr(cls, "required"):
            raise TypeError(f"{cls.__name__} must define 'required'")

class Fine(Strict):
    required = True
try:
    class Missing(Strict): pass
except TypeError as e:
    print(type(e).__name__, e)
print(Fine.required)

# The hook can be an explicit classmethod or a staticmethod-like callable
class Explicit:
    @classmethod
    def __init_subclass__(cls, **kw):
        print("  explicit", cls.__name__, kw)
class ExplicitSub(Explicit, a=1): pass
