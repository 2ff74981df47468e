# Decorators: application order of stacked decorators, decorators with
# arguments, decorators that return non-functions, class decorators, and
# the evaluation order of decorator expressions.
order = []

def trace(label):
    order.append("make " + label)

    def decorate(function):
        order.append("apply " + label)

        def wrapper(*args, **kwargs):
            order.append("call " + label)
            return function(*args, **kwargs)
        wrapper.__name__ = function.__name__ + "_" + label
        wrapper.__wrapped__ = function
        return wrapper
    return decorate

@trace("outer")
@trace("inner")
def greet(name):
    return "hello " + name

print(order)
order.clear()
print(greet("ada"), greet.__name__, greet.__wrapped__.__name__)
print(order)

def repeat(times):
    def decorate(function):
        def wrapper(*args):
            return [function(*args) for _ in range(times)]
        return wrapper
    return decorate

@repeat(3)
def roll(x):
    return x * 2

print(roll(4))

def as_value(function):
    return function()

@as_value
def computed():
    return 42

print(computed, type(computed).__name__)

registry = {}

def register(name=None):
    def decorate(cls):
        registry[name or cls.__name__] = cls
        cls.registered_as = name or cls.__name__
        return cls
    return decorate

@register()
class Alpha:
    pass

@register("custom-beta")
class Beta:
    pass

print(sorted(registry), Alpha.registered_as, Beta.registered_as)

def add_method(cls):
    cls.describe = lambda self: "I am " + type(self).__name__
    return cls

def singleton(cls):
    return cls()

@singleton
@add_method
class Config:
    level = 3

print(Config.describe(), Config.level, type(Config).__name__)
decorators = {"double": lambda f: lambda x: f(x) * 2}

@decorators["double"]
def plus_one(x):
    return x + 1

print(plus_one(5))

@(lambda f: f)
def identity_decorated():
    return "walrus-free expression decorator"

print(identity_decorated())

class Counter:
    def __init__(self, function):
        self.function = function
        self.calls = 0

    def __call__(self, *args):
        self.calls += 1
        return self.function(*args)

@Counter
def square(v):
    return v * v

print(square(3), square(4), square.calls, square.function.__name__)

def broken_decorator(function):
    raise RuntimeError("decorator failed for " + function.__name__)

try:
    @broken_decorator
    def never_bound():
        pass
except RuntimeError as e:
    print(type(e).__name__, e, "never_bound" in globals())
try:
    @5
    def not_callable_decorator():
        pass
except TypeError as e:
    print(type(e).__name__, e)
