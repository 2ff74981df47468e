# functools.wraps / update_wrapper: assigned names, __wrapped__, __dict__ update.
import functools

def deco(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)
    return wrapper

@deco
def example(x: int) -> int:
    """Docstring of example."""
    return x + 1

print(example(1), example.__name__, example.__qualname__, example.__doc__)
print(example.__annotations__, example.__module__)
print(example.__wrapped__.__name__, example.__wrapped__(5))
print(functools.WRAPPER_ASSIGNMENTS)
print(functools.WRAPPER_UPDATES)

def original():
    pass
original.custom = 'attr'
original.__wrapped__ = 'fake'

def wrapper():
    pass
res = functools.update_wrapper(wrapper, original)
print(res is wrapper, wrapper.custom, wrapper.__wrapped__ is original, wrapper.__name__)

def w2():
    pass
functools.update_wrapper(w2, original, assigned=('__doc__',), updated=())
print(w2.__name__, hasattr(w2, 'custom'), w2.__wrapped__ is original)

class CallableObj:
    def __call__(self):
        return 'called'
obj = CallableObj()
def w3():
    return obj()
functools.update_wrapper(w3, obj)
print(w3.__name__, w3(), w3.__wrapped__ is obj)

def stacked(f):
    @functools.wraps(f)
    def inner(*a):
        return ('stacked', f(*a))
    return inner

@stacked
@deco
def both(a):
    "both doc"
    return a * 2

print(both(4), both.__name__, both.__doc__, both.__wrapped__.__wrapped__(3))
