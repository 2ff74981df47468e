# __set_name__: when it is called, with what, and what happens on errors.

class Field:
    def __set_name__(self, owner, name):
        print("  __set_name__", owner.__name__, name)
        self.owner = owner
        self.name = name

class Model:
    first = Field()
    second = Field()
    alias = first

print(Model.first.name, Model.second.name, Model.alias is Model.first)

# Not called for attributes added after class creation
Model.third = Field()
print(hasattr(Model.third, "name"))

# Called through type() too
T = type("T", (), {"f": Field()})
print(T.f.owner is T)

# __set_name__ is looked up on the type, not the instance
class InstanceHook:
    pass
hook = InstanceHook()
hook.__set_name__ = lambda owner, name: print("  instance hook called")
class UsesInstanceHook:
    h = hook
print("instance hook ignored")

# Errors propagate unchanged, with a note naming the attribute
class Failing:
    def __set_name__(self, owner, name):
        raise ValueError("bad field " + name)

try:
    class Broken:
        ok = Field()
        bad = Failing()
except ValueError as e:
    print(type(e).__name__, e, getattr(e, "__notes__", None))

# A class attribute that is a class with __set_name__ is not called (unbound)
class Descriptorish:
    def __set_name__(self, owner, name):
        print("  called with", owner.__name__, name)

class HoldsClass:
    kind = Descriptorish
print("class attribute not called")

# __set_name__ with the wrong signature
class WrongArity:
    def __set_name__(self, owner):
        pass

try:
    class UsesWrongArity:
        w = WrongArity()
except TypeError as e:
    print(type(e).__name__, e)

# Order follows the namespace's insertion order, and the class is complete
class Ordered:
    def __set_name__(self, owner, name):
        print("  ordered", name, sorted(k for k in vars(owner) if not k.startswith("__")))

class Holder:
    a = Ordered()
    b = 1
    c = Ordered()

# Metaclass-created namespaces get the same treatment
class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["injected"] = Field()
        return super().__new__(mcls, name, bases, ns)

class WithMeta(metaclass=Meta):
    x = Field()
print(WithMeta.injected.name)
