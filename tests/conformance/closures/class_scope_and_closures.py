# Class bodies are not enclosing scopes for the functions defined in them.

x = "global x"

class A:
    x = "class x"
    def method(self):
        return x
    values = [x for _ in range(2)]
    lam = lambda self: x

print(A().method(), A.values, A().lam())

def factory():
    y = "function y"
    class B:
        y = "class y"
        def get(self):
            return y
        seen_in_body = y
    return B

B = factory()
print(B().get(), B.seen_in_body)

def factory_nonlocal():
    counter = 0
    class C:
        def bump(self):
            nonlocal counter
            counter += 1
            return counter
    return C

C = factory_nonlocal()
c1, c2 = C(), C()
print(c1.bump(), c2.bump(), c1.bump())

# A class body can read the enclosing function's locals
def configured(prefix):
    class Greeter:
        greeting = prefix + "hello"
        def greet(self, name):
            return "%s, %s" % (self.greeting, name)
    return Greeter

print(configured(">> ")().greet("ann"))

# Names assigned in the class body after use read the global at first
z = "global z"

class D:
    first = z
    z = "class z"
    second = z

print(D.first, D.second)

def func_with_class():
    w = "function w"
    class E:
        # w is assigned in this body, so it is looked up in the class
        # namespace and the globals only, never in func_with_class.
        try:
            first = w
        except NameError as e:
            first = "%s: %s" % (type(e).__name__, e)
        w = "class w"
        second = w
    class G:
        # w is only read here, so the enclosing function's w is visible.
        first = w
    return E.first, E.second, G.first

print(func_with_class())

# Comprehension in class body only sees class names in the first iterable
class F:
    n = 3
    items = [i * 2 for i in range(n)]
    try:
        bad = [n for _ in range(2)]
    except NameError as e:
        error = "%s: %s" % (type(e).__name__, e)

print(F.items, F.error)
