# locals() in functions is a snapshot in 3.13 (writes do not reach the
# frame), locals() in a class body is the namespace, vars() and dir() with
# and without arguments, and __dir__.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


def snapshot_writes_ignored():
    a = 1
    snap = locals()
    snap["a"] = 99
    snap["new"] = 5
    b = 2
    return a, sorted(snap), sorted(locals())


def fresh_each_call():
    return locals() is locals(), locals() == locals()


def cells_in_locals():
    x = 1

    def inner():
        return x
    return sorted(locals())


def free_variables_in_locals():
    x = 1

    def inner():
        y = 2
        return sorted(locals()), x
    return inner()


def dir_of_function_scope():
    zeta = 1
    alpha = 2
    return dir()


class Body:
    a = 1
    namespace = locals()
    print(sorted(k for k in namespace if not k.startswith("__")))
    print(locals() is namespace)
    b = 2
    print("b" in namespace)


print(globals() is globals(), globals()["__name__"], vars() is globals())
print(sorted(n for n in globals() if not n.startswith("__"))[:3])
for thunk in (snapshot_writes_ignored, fresh_each_call, cells_in_locals,
              free_variables_in_locals, dir_of_function_scope):
    check(thunk)
check(lambda: sorted(k for k in vars(Body) if not k.startswith("__")))
check(lambda: vars(5))
check(lambda: vars())


class WithDir:
    def __dir__(self):
        return ["z", "a", "m"]


class BadDir:
    def __dir__(self):
        return 5


class TupleDir:
    def __dir__(self):
        return ("b", "a")


class Slotted:
    __slots__ = ("a",)


class Plain:
    def __init__(self):
        self.x = 1
        self.y = 2


check(lambda: dir(WithDir()))
check(lambda: dir(BadDir()))
check(lambda: dir(TupleDir()))
check(lambda: vars(Slotted()))
check(lambda: vars(Plain()))
check(lambda: vars(Plain()) is vars(Plain()))
p = Plain()
vars(p)["z"] = 3
print(p.z, vars(p) is p.__dict__)
check(lambda: [n for n in dir(p) if not n.startswith("_")])
check(lambda: [n for n in dir(Plain) if not n.startswith("_")])
check(lambda: "__init__" in dir(object) and "x" not in dir(Plain))
check(lambda: [n for n in dir(int) if not n.startswith("_")][:8])
check(lambda: dir(1, 2))
