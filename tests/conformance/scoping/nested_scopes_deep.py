# Name resolution through several function and class levels.

level = "module"

def f1():
    level = "f1"
    def f2():
        def f3():
            class C:
                level = "class C"
                def method(self):
                    return level
                seen = level
            return C.seen, C().method()
        return f3()
    return f2()

print(f1())

def make_adders():
    adders = {}
    for n in range(3):
        def add(x, n=n):
            return x + n
        adders[n] = add
    base = 100
    def add_base(x):
        return x + base
    adders["base"] = add_base
    base = 1000
    return adders

a = make_adders()
print(a[0](1), a[2](1), a["base"](1))

def counter_factory():
    count = 0
    def outer_increment():
        def inner_increment():
            nonlocal count
            count += 1
            return count
        return inner_increment()
    return outer_increment

c = counter_factory()
print(c(), c(), c())

def lambda_scopes():
    x = "enclosing"
    return (lambda: (lambda: x)())()

print(lambda_scopes())

def default_vs_closure():
    x = 1
    by_default = lambda x=x: x
    by_closure = lambda: x
    x = 2
    return by_default(), by_closure()

print(default_vs_closure())

# A comprehension inside a method of a class inside a function
def factory():
    scale = 10
    class K:
        factor = 2
        def compute(self, xs):
            return [x * scale * self.factor for x in xs]
    return K()

print(factory().compute([1, 2]))
