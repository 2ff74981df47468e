# Functions, staticmethods and classmethods seen through the descriptor protocol.

class C:
    def method(self, x):
        return ("method", type(self).__name__, x)

    @staticmethod
    def static(x):
        return ("static", x)

    @classmethod
    def klass(cls, x):
        return ("class", cls.__name__, x)

class D(C):
    pass

func = C.__dict__["method"]
sm = C.__dict__["static"]
cm = C.__dict__["klass"]

print(type(func).__name__, type(sm).__name__, type(cm).__name__)
print(func.__get__(None, C) is func)
bound = func.__get__(D(), D)
print(type(bound).__name__, bound(1))
print(sm.__get__(None, C)(2), sm.__get__(D(), D)(3))
print(cm.__get__(None, D)(4), cm.__get__(D(), C)(5), cm.__get__(D())(6))

# Calling __get__ with bad arguments
try:
    func.__get__(None, None)
except TypeError as e:
    print(type(e).__name__, e)

# Functions bind to any object, not just instances of the defining class
def describe(self):
    return "describing %r" % (self,)

print(describe.__get__(42)(), describe.__get__("text", str)())

# Builtin methods are descriptors as well
upper = str.__dict__["upper"]
print(type(upper).__name__, upper.__get__("abc")(), upper("xyz"))
try:
    upper(5)
except TypeError as e:
    print(type(e).__name__, e)

# Lambdas and nested functions assigned to classes become methods
C.lam = lambda self: "lambda on " + type(self).__name__
print(D().lam())

# Callable objects that are not functions do not bind
class CallableObj:
    def __call__(self, *args):
        return "called with %d args" % len(args)

C.callable_attr = CallableObj()
print(C().callable_attr(1))

# staticmethod on a callable object
C.static_callable = staticmethod(CallableObj())
print(D().static_callable(1, 2))

# __get__ is looked up on the type, not the instance
class Sneaky:
    pass

sneaky = Sneaky()
sneaky.__get__ = lambda *a: "instance __get__"
C.sneaky = sneaky
print(C().sneaky is sneaky)
