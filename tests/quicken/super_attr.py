# super(): LOAD_SUPER_ATTR_METHOD for `super().name(...)` and
# LOAD_SUPER_ATTR_ATTR for `super().name`, which look the name up along the
# MRO after the class without making a super object. A name the MRO lacks
# misses and the generic code raises AttributeError. A module global named
# `super` makes the sites miss (the global is called, as in CPython) until
# they deoptimize; they cannot specialize while it exists, and do again
# after a back-off once it is deleted.
from _golden import repeat, show, show_before


class Base:
    greeting = "hello"

    def __init__(self, name):
        self.name = name

    def describe(self):
        return "base " + self.name


class Child(Base):
    def __init__(self, name):
        super().__init__(name.upper())

    def describe(self):
        return super().describe() + " child"

    def base_greeting(self):
        return super().greeting

    def missing(self):
        return super().nowhere


class FakeSuper:
    greeting = "fake hello"

    def describe(self):
        return "fake"


def make_super():
    return FakeSuper()


def attribute_errors(times, function):
    # The messages of the AttributeErrors `times` calls raise.
    messages = []
    for _ in range(times):
        try:
            function()
        except AttributeError as error:
            messages.append(str(error))
    return messages


show_before(Child.describe)
show_before(Child.base_greeting)
child = Child("kim")
print(repeat(2, child.describe), repeat(2, child.base_greeting), Child("lee").name)
show("Child.describe after two calls", Child.describe)
show("Child.base_greeting after two calls", Child.base_greeting)
show("Child.__init__ after two instances", Child.__init__)
print(attribute_errors(2, child.missing))
show("Child.missing after two calls (the second specialized it, then missed)", Child.missing)

# Bound through globals(): an assignment `super = ...` in this module would
# make the compiler emit a plain call of super instead of LOAD_SUPER_ATTR.
globals()["super"] = make_super
print(child.describe(), child.base_greeting())
print(repeat(53, child.describe), repeat(53, child.base_greeting))
show("Child.describe after a global super and 54 calls (deoptimized)", Child.describe)
print(repeat(10, child.describe))
show("Child.describe after ten more calls: super stays generic", Child.describe)
del globals()["super"]
print(repeat(54, child.describe))
show("Child.describe after the global's deletion and 54 calls", Child.describe)
print(repeat(4, child.describe))
show("Child.describe four calls later: every site respecialized (a second deoptimization "
     "doubles the back-off, so the retry comes on the 4th call)", Child.describe)
