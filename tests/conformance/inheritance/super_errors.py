# Misuses of super() and the errors they produce.

def attempt(label, fn):
    try:
        result = fn()
        print(label, "->", result)
    except (TypeError, RuntimeError, AttributeError) as e:
        print(label, "->", type(e).__name__ + ":", e)

class A:
    def hello(self):
        return "A.hello"

class B(A):
    def hello(self):
        return "B.hello > " + super().hello()

    def missing(self):
        return super().does_not_exist()

print(B().hello())
attempt("super().does_not_exist()", lambda: B().missing())

# super() outside a method
def free_function():
    return super()

attempt("super() in a plain function", free_function)

# super() with an instance that is not an instance of the type
attempt("super(B, A())", lambda: super(B, A()).hello())
attempt("super(B, 5)", lambda: super(B, 5))
attempt("super(5, B())", lambda: super(5, B()))

# super() at the top of the MRO
class Top:
    def method(self):
        return super().method()

attempt("object has no method", lambda: Top().method())

# super() in a static method has no first argument
class S:
    @staticmethod
    def static():
        return super().__init__

attempt("super() in staticmethod", S.static)

# super() when the first argument was deleted
class DelSelf:
    def method(self):
        del self
        return super().method()

attempt("super() after del self", lambda: DelSelf().method())

# One-argument super is unbound
attempt("super(B).hello", lambda: super(B).hello)
u = super(B)
print(type(u).__name__, u.__thisclass__.__name__, u.__self__)

# super() in a nested function does not see the method's self
class Nested(A):
    def outer(self):
        def inner():
            return super().hello()
        return inner()

attempt("super() in nested function", lambda: Nested().outer())

# Works with explicit arguments inside the nested function
class Nested2(A):
    def outer(self):
        def inner():
            return super(Nested2, self).hello()
        return inner()

attempt("super(Nested2, self) in nested function", lambda: Nested2().outer())

# Setting attributes through super() is not allowed
class Setter(A):
    def set(self):
        super().x = 1

attempt("super().x = 1", lambda: Setter().set())
