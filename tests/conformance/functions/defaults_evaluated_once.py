# Default values are evaluated once, at def time, and shared between calls.
def append_to(item, bucket=[]):
    bucket.append(item)
    return bucket

print(append_to(1))
print(append_to(2))
print(append_to(3, []))
print(append_to(4))
print(append_to.__defaults__)

def fixed(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket
print(fixed(1), fixed(2))

order = []
def mark(name):
    order.append(name)
    return name

def h(a=mark("a"), *, b=mark("b"), c=mark("c")):
    return a, b, c
print(order, h())
print(h.__defaults__, h.__kwdefaults__)

n = 10
def late(v=n):
    return v
n = 20
print(late())

def counter(d={}):
    d["n"] = d.get("n", 0) + 1
    return d["n"]
print(counter(), counter(), counter({}), counter())

def k(a, b=2, c=3):
    return a, b, c
k.__defaults__ = (20, 30)
print(k(1))
k.__defaults__ = None
try:
    k(1)
except TypeError as e:
    print(type(e).__name__, e)
k.__defaults__ = (5,)
print(k(1, 2))

def kw(*, a=1, b):
    return a, b
print(kw.__kwdefaults__)
kw.__kwdefaults__ = {"b": 9}
print(kw(a=3))
kw.__kwdefaults__ = None
try:
    kw()
except TypeError as e:
    print(type(e).__name__, e)
try:
    k.__defaults__ = [1]
except TypeError as e:
    print(type(e).__name__, e)

def makers():
    fs = []
    for i in range(3):
        def f(i=i):
            return i
        fs.append(f)
    return [f() for f in fs]
print(makers())
print((lambda a, b=[]: b)(1) is (lambda a, b=[]: b)(1))
def same(b=[]):
    return b
print(same() is same())
