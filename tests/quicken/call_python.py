# Calls of Python code: a function taking exactly the arguments given
# (CALL_PY_EXACT_ARGS, recursion included), a bound method object
# (CALL_BOUND_METHOD_EXACT_ARGS), a function whose defaults fill a missing
# argument (CALL_PY_GENERAL, which binds), and a class whose __init__ is a
# Python function (CALL_ALLOC_AND_ENTER_INIT: the instance is made at the
# call site, __init__ returning something other than None still raises).
# Giving a function another __code__ changes its version: the exact-args
# site misses until it deoptimizes, then respecializes for the new version.
from _golden import repeat, show, show_before


def add(a, b):
    return a + b


def subtract(a, b):
    return a - b


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def greet(name, greeting="hello"):
    return greeting + " " + name


class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        self.balance += amount
        return self.balance


class Broken:
    def __init__(self):
        return 1


def use_add():
    return add(2, 3)


def use_bound(account):
    deposit = account.deposit
    return deposit(5)


def use_greet():
    return greet("bob")


def use_class():
    return Account("ann").balance


def use_broken():
    return Broken()


def type_errors(times, function):
    # The messages of the TypeErrors `times` calls raise.
    messages = []
    for _ in range(times):
        try:
            function()
        except TypeError as error:
            messages.append(str(error))
    return messages


# Every global exists before the first call: a new one would change the
# globals' keys and make the LOAD_GLOBAL_MODULE sites miss.
account = Account("ann", 10)
show_before(use_add)
print(repeat(2, use_add), fib(10))
show("use_add after two calls", use_add)
show("fib after fib(10)", fib)

print(repeat(2, use_bound, account), repeat(2, use_greet), repeat(2, use_class))
show("use_bound after two calls", use_bound)
show("use_greet after two calls", use_greet)
show("use_class after two calls", use_class)
print(type_errors(2, use_broken))
show("use_broken after two calls", use_broken)

add.__code__ = subtract.__code__
print(use_add())
show("use_add after add.__code__ was replaced and one call (a miss)", use_add)
print(repeat(53, use_add))
show("use_add after 54 misses (deoptimized)", use_add)
print(repeat(2, use_add))
show("use_add respecialized for add's new version", use_add)
