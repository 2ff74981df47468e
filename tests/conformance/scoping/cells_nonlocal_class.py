# Closures: late binding in loops, cells shared between closures, nonlocal
# with del, __class__ cells, class bodies that see enclosing functions but
# not their own names from methods, global declared in a class body.

def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)

def nonlocal_deleted():
    x = 1

    def f():
        nonlocal x
        del x
    f()
    return x

def shared_cells():
    x = 0

    def inc():
        nonlocal x
        x += 1
        return x

    def get():
        return x
    inc()
    inc()
    return get(), inc.__closure__[0] is get.__closure__[0]

def late_binding():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    i = 10
    early = [lambda i=i: i for i in range(3)]
    return [f() for f in fs], [f() for f in early]

def class_cell():
    class A:
        def m(self):
            return __class__

        def n(self):
            return [__class__ for _ in range(1)]

        def s(self):
            return [super().__repr__ is not None for _ in range(1)]
    return A().m().__name__, A().n()[0].__name__, A().s()

class GlobalInBody:
    global CLASS_GLOBAL
    CLASS_GLOBAL = 1
    x = 5

    def m(self):
        return x

x = "module x"

def class_nonlocal():
    y = 1

    class C:
        nonlocal y
        y = 2
    return y

def class_sees_enclosing():
    v = "enclosing"

    class C:
        v = "class"

        def m(self):
            return v
        w = v
    return C().m(), C.w

def class_body_reads_then_binds():
    v = "enclosing"

    class C:
        first = v
        v = "class"
        second = v
    return C.first, C.second

def counter_factory():
    def make():
        count = 0

        def step():
            nonlocal count
            count += 1
            return count
        return step
    a, b = make(), make()
    return a(), a(), b(), a.__closure__[0] is b.__closure__[0]

def cell_contents():
    value = [1]

    def reader():
        return value
    cell = reader.__closure__[0]
    value = [2]
    return cell.cell_contents, reader.__code__.co_freevars

for thunk in (nonlocal_deleted, shared_cells, late_binding, class_cell, class_nonlocal,
              class_sees_enclosing, class_body_reads_then_binds, counter_factory,
              cell_contents):
    check(thunk)
check(lambda: (CLASS_GLOBAL, hasattr(GlobalInBody, "CLASS_GLOBAL")))
check(lambda: GlobalInBody().m())
