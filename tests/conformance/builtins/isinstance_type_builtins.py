# type(), isinstance() and issubclass() on built-in values.

values = [0, True, 1.5, "s", [], (), {}, set(), None, range(1), slice(1), len, type, object(),
          lambda: 0, NotImplemented, ..., (i for i in ())]
for v in values:
    t = type(v)
    print("%-28s %-10s int:%-5s object:%s" % (repr(t), t.__name__, isinstance(v, int),
                                               isinstance(v, object)))

print(isinstance(True, (str, int)), isinstance("x", (int, float)),
      isinstance(3, (float, (list, int))))
print(issubclass(bool, int), issubclass(int, bool), issubclass(float, int),
      issubclass(dict, object))
print(type(1) is int, type(True) is bool, type(True) is int, type(1) == int)

# type() of classes and metaclasses
class A:
    pass

print(type(A), type(A()), type(type(A())), type(int), type(type))

# isinstance with a class inheriting from builtins
class MyList(list):
    pass

ml = MyList()
print(isinstance(ml, list), type(ml) is list, type(ml) is MyList, issubclass(MyList, list))

# type comparisons for dispatch
def describe(x):
    handlers = {int: "integer", float: "float", str: "string", list: "list"}
    for t in type(x).__mro__:
        if t in handlers:
            return handlers[t]
    return "other"

print([describe(v) for v in (1, 2.0, "s", [1], True, ml, None)])
