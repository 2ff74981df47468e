# Keyword-only (after *) and positional-only (before /) parameters.

def kwonly(a, *, b, c=3):
    return a, b, c

print(kwonly(1, b=2), kwonly(a=1, b=2, c=4))
for call in (lambda: kwonly(1, 2), lambda: kwonly(1), lambda: kwonly(1, b=2, d=5)):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)

def posonly(a, b, /, c, *, d):
    return a, b, c, d

print(posonly(1, 2, 3, d=4), posonly(1, 2, c=3, d=4))
for call in (lambda: posonly(1, b=2, c=3, d=4), lambda: posonly(a=1, b=2, c=3, d=4),
             lambda: posonly(1, 2, 3, 4)):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)

# A positional-only name can also appear in **kwargs
def flexible(name, /, **kwargs):
    return name, kwargs

print(flexible("pos", name="kw"))

def defaults_mix(a, b=2, /, c=3, *, d=4):
    return a, b, c, d

print(defaults_mix(1), defaults_mix(1, 5), defaults_mix(1, 5, 6, d=7), defaults_mix(1, c=9))

def only_pos(x, /):
    return x * 2

print(only_pos(21))
try:
    only_pos(x=1)
except TypeError as e:
    print(type(e).__name__, e)

def star_then_kw(*args, key):
    return args, key

print(star_then_kw(1, 2, key=3))
try:
    star_then_kw(1, 2)
except TypeError as e:
    print(type(e).__name__, e)

code = posonly.__code__
print(code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount, code.co_varnames)
code = defaults_mix.__code__
print(code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount)
print(defaults_mix.__defaults__, defaults_mix.__kwdefaults__)

class Point:
    def __init__(self, x, y, /):
        self.x, self.y = x, y

    def moved(self, /, dx=0, *, dy=0):
        return Point(self.x + dx, self.y + dy)

p = Point(1, 2).moved(3, dy=4)
print(p.x, p.y)
try:
    Point(x=1, y=2)
except TypeError as e:
    print(type(e).__name__, e)

def missing_many(a, b, c, *, d, e):
    pass

for call in (lambda: missing_many(), lambda: missing_many(1), lambda: missing_many(1, 2, 3),
             lambda: missing_many(1, 2, 3, d=1)):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
