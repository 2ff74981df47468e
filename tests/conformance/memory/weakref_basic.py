# Weak references: creation, dereferencing, sharing of plain references,
# getweakrefcount / getweakrefs, which objects can be weakly referenced.
import weakref
import _weakref


class Node:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Node(%s)" % self.name


a = Node("a")
r = weakref.ref(a)
print(r() is a, r())
print(type(r).__name__, type(r) is weakref.ReferenceType, weakref.ref is weakref.ReferenceType)
print(weakref.ref(a) is r, "plain references are shared")
r_cb = weakref.ref(a, lambda wr: None)
print(r_cb is r, r_cb() is a)
print(weakref.getweakrefcount(a), len(weakref.getweakrefs(a)))
print(weakref.getweakrefs(a)[0] is r, "the plain reference comes first")
print(a.__weakref__ is r)

del a
print(r(), r_cb(), "after del")
print(weakref.getweakrefcount(1), weakref.getweakrefs("text"))

# Objects that cannot be weakly referenced.
for value in (1, "s", (1,), [1], {"k": 1}, 2.5, None, True, object(), ValueError()):
    try:
        weakref.ref(value)
        print("ok", type(value).__name__)
    except TypeError as e:
        print("TypeError:", e)


def function():
    return 42


class WithSlots:
    __slots__ = ("x",)


class WithWeakrefSlot:
    __slots__ = ("x", "__weakref__")


class Child(WithWeakrefSlot):
    __slots__ = ("y",)


def gen():
    yield 1


# Objects that can.
for value in (function, Node, len, {1, 2}, gen(), function.__code__,
              weakref, WithWeakrefSlot(), Child(), Node("b").__repr__, type):
    try:
        w = weakref.ref(value)
        print("ok", type(value).__name__, w() is value)
    except TypeError as e:
        print("TypeError:", e)

try:
    weakref.ref(WithSlots())
except TypeError as e:
    print("TypeError:", e)
print(hasattr(WithSlots, "__weakref__"), hasattr(WithWeakrefSlot(), "__weakref__"))
print(WithWeakrefSlot().__weakref__)

try:
    class Twice(WithWeakrefSlot):
        __slots__ = ("__weakref__",)
except TypeError as e:
    print("TypeError:", e)

# Arguments.
for args in [(), (1, 2, 3)]:
    try:
        weakref.ref(*args)
    except TypeError as e:
        print("TypeError:", e)

# A weak reference to a function keeps working while it lives.
wf = weakref.ref(function)
print(wf()())
print(_weakref.ref is weakref.ref, _weakref.getweakrefcount is weakref.getweakrefcount)
print(sorted(name for name in dir(_weakref) if not name.startswith("__")))

# Subclasses of builtin types: variable-size ones (int, tuple) get no weak
# reference list, the others do.
class MyInt(int):
    pass


class MyTuple(tuple):
    pass


class MyStr(str):
    pass


class MyList(list):
    pass


for value in (MyInt(3), MyTuple((1, 2)), MyStr("s"), MyList([1])):
    try:
        print("ok", type(value).__name__, weakref.ref(value)() == value)
    except TypeError as e:
        print("TypeError:", e)
print([hasattr(cls, "__weakref__") for cls in (MyInt, MyTuple, MyStr, MyList)])
try:
    class SlottedTuple(tuple):
        __slots__ = ("__weakref__",)
except TypeError as e:
    print("TypeError:", e)
