# Functions defined inside functions: each call makes a new function object.

def make_counter(start=0):
    count = start
    def increment(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return increment, get

inc_a, get_a = make_counter()
inc_b, get_b = make_counter(100)
inc_a(); inc_a(5); inc_b()
print(get_a(), get_b())
print(inc_a is make_counter()[0], inc_a.__qualname__)

def builder():
    funcs = []
    for name in ("alpha", "beta"):
        def f(prefix="", name=name):
            return prefix + name
        funcs.append(f)
    return funcs

print([f(">") for f in builder()])
a, b = builder()
print(a is b, a.__code__ is b.__code__)

def recursive_inner(n):
    def helper(k):
        return 1 if k <= 1 else k * helper(k - 1)
    return helper(n)

print(recursive_inner(10))

def three_levels():
    x = "outer"
    def middle():
        y = "middle"
        def innermost():
            return x + "/" + y
        return innermost
    return middle()()

print(three_levels())

def conditional_definition(flag):
    if flag:
        def chosen():
            return "first"
    else:
        def chosen():
            return "second"
    return chosen()

print(conditional_definition(True), conditional_definition(False))

def shadowing():
    def len(x):
        return "shadowed len of " + repr(x)
    return len([1, 2])

print(shadowing(), len([1, 2]))

def accumulate():
    total = []
    def add(x):
        total.append(x)
        return sum(total)
    return add

acc = accumulate()
print([acc(i) for i in range(5)])

def decorator_factory(prefix):
    def decorator(fn):
        def wrapped(*args):
            return prefix + str(fn(*args))
        return wrapped
    return decorator

@decorator_factory("result: ")
def multiply(a, b):
    return a * b

print(multiply(6, 7), multiply.__qualname__)
