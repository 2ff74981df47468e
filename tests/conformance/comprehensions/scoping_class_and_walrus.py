# 3.13 comprehension scoping: class bodies, walrus, first iterable.
class A:
    items = [1, 2, 3]
    factor = 10
    firsts = [x for x in items]
    try:
        scaled = [x * factor for x in items]
    except NameError as e:
        print(type(e).__name__, e)
    pairs = [(x, y) for x in items for y in range(x)]
    try:
        nested = [(x, y) for x in range(2) for y in items]
    except NameError as e:
        print(type(e).__name__, e)
    g = (x for x in items)
    print(sorted(k for k in dir() if not k.startswith("__")))

print(A.firsts, A.pairs, list(A.g))

def walrus():
    data = [1, 5, 3, 8]
    big = [y for x in data if (y := x * 2) > 5]
    print(big, y)
    print(any((hit := v) > 4 for v in data), hit)
    total = 0
    [total := total + v for v in data]
    print(total)
walrus()

count = 0
vals = [count := count + 1 for _ in range(3)]
print(vals, count)

def shadows():
    x = "outer"
    r = [x for x in "ab"]
    return x, r
print(shadows())

def closure_in_comp():
    fs = [lambda: i for i in range(3)]
    gs = [lambda i=i: i for i in range(3)]
    return [f() for f in fs], [g() for g in gs]
print(closure_in_comp())

def eager():
    def it():
        print("first iterable made")
        return iter([1, 2])
    ge = (print("body", v) for v in it())
    print("created")
    list(ge)
eager()

try:
    (x for x in 5)
except TypeError as e:
    print(type(e).__name__, e)

def local_names():
    a = 1
    [b for b in range(2)]
    return sorted(locals())
print(local_names())

class B:
    x = 5
    y = [x for _ in range(1)] if False else None
    z = {k: v for k, v in [(1, 2)]}
    s = {v for v in (1, 1, 2)}
print(B.z, B.s)

def nested_walrus():
    res = [[(last := j) for j in range(i)] for i in range(4)]
    return res, last
print(nested_walrus())

try:
    exec("[(i := 0) for i in range(2)]")
except SyntaxError as e:
    print(type(e).__name__, e)

class C:
    vals = [1, 2]
    try:
        [v for v in vals if v in vals]
    except NameError as e:
        print(type(e).__name__, e)
