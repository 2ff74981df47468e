# __call__: objects that behave like functions.

class Multiplier:
    def __init__(self, factor):
        self.factor = factor
        self.calls = 0

    def __call__(self, value, *, times=1):
        self.calls += 1
        return value * self.factor * times

double = Multiplier(2)
print(double(5), double(5, times=3), double.calls, callable(double))
print(list(map(double, [1, 2, 3])), double.calls)

class NotCallable:
    pass

print(callable(NotCallable()), callable(NotCallable), callable(len), callable(None), callable("s"))
try:
    NotCallable()()
except TypeError as e:
    print(type(e).__name__, e)

# __call__ looked up on the type, not the instance
obj = NotCallable()
obj.__call__ = lambda: "instance attribute"
print(callable(obj))
try:
    obj()
except TypeError as e:
    print(type(e).__name__, e)

# Arguments are bound like a method's
try:
    double()
except TypeError as e:
    print(type(e).__name__, e)
try:
    double(1, 2)
except TypeError as e:
    print(type(e).__name__, e)

# A callable class used as a decorator
class Trace:
    def __init__(self, func):
        self.func = func
        self.history = []

    def __call__(self, *args):
        result = self.func(*args)
        self.history.append((args, result))
        return result

@Trace
def add(a, b):
    return a + b

print(add(1, 2), add(3, 4), add.history, type(add).__name__)

# __call__ returning another callable: chaining
class Chain:
    def __init__(self, parts=()):
        self.parts = parts

    def __call__(self, part):
        return Chain(self.parts + (part,))

    def __str__(self):
        return "/".join(self.parts)

print(Chain()("usr")("local")("bin"))

# Calling non-callable built-ins
for value in (1, "text", [1], None, (1,)):
    try:
        value()
    except TypeError as e:
        print(type(e).__name__, e)

# __call__ defined as a staticmethod still works through the type
class Static:
    @staticmethod
    def __call__(x):
        return "static call %r" % (x,)

print(Static()(9))
