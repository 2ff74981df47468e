# Function decorators: stacking order, arguments, and wrapping metadata by hand.

def shout(func):
    def wrapper(*args, **kwargs):
        return str(func(*args, **kwargs)).upper()
    wrapper.__name__ = func.__name__
    wrapper.__doc__ = func.__doc__
    wrapper.__wrapped__ = func
    return wrapper

def exclaim(func):
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs) + "!"
    return wrapper

@shout
def greet(name):
    """Say hello."""
    return "hello " + name

print(greet("ann"), greet.__name__, greet.__doc__, greet.__wrapped__("bob"))

@exclaim
@shout
def both(x):
    return "both " + x

@shout
@exclaim
def reverse(x):
    return "reverse " + x

print(both("a"), reverse("b"))

# Decorator order of application and evaluation
order = []

def mark(label):
    order.append("make " + label)
    def decorate(func):
        order.append("apply " + label)
        return func
    return decorate

@mark("first")
@mark("second")
def decorated():
    pass

print(order)

# Decorator with arguments and state
def repeat(times):
    def decorate(func):
        def wrapper(*args):
            return [func(*args) for _ in range(times)]
        return wrapper
    return decorate

@repeat(3)
def ping(n):
    return "ping%d" % n

print(ping(7))

def counted(func):
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return func(*args, **kwargs)
    wrapper.calls = 0
    return wrapper

@counted
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(15), fib.calls)

# Memoisation with a dict in a closure
def memo(func):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = func(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper

@memo
def slow_fib(n):
    return n if n < 2 else slow_fib(n - 1) + slow_fib(n - 2)

print(slow_fib(90), len(slow_fib.cache))

# Any expression is allowed as a decorator (PEP 614)
decorators = {"shout": shout, "ident": lambda f: f}

@decorators["shout"]
def via_subscript():
    return "subscript"

@(lambda f: exclaim(f))
def via_lambda():
    return "lambda"

print(via_subscript(), via_lambda())

# A decorator can replace a function with a non-function
@lambda f: f.__name__.upper()
def whatever():
    pass

print(whatever, type(whatever).__name__, callable(whatever))
