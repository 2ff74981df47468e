# Decorators under settrace: the decorator runs when the def executes (its
# call and return events), and each call of the decorated function goes
# through the wrapper's frame before the original's.
import sys
sys.path.insert(0, "..")
import _tracetool

def shout(func):
    def wrapper(*args):
        result = func(*args)
        return result.upper()
    return wrapper


def repeat(n):
    def deco(func):
        def wrapper(*args):
            return [func(*args) for _ in range(n)]
        return wrapper
    return deco


def f():
    @shout
    def hello(name):
        return "hi " + name

    @repeat(2)
    def one():
        return 1

    return hello("x"), one()


print(_tracetool.traced(f))
