# Functions as values: passing, returning, storing in data structures.

def apply_twice(f, x):
    return f(f(x))

def compose(*funcs):
    def composed(x):
        for f in reversed(funcs):
            x = f(x)
        return x
    return composed

def partial(func, *bound, **bound_kw):
    def call(*args, **kwargs):
        merged = dict(bound_kw)
        merged.update(kwargs)
        return func(*bound, *args, **merged)
    return call

inc = lambda x: x + 1
double = lambda x: x * 2
print(apply_twice(inc, 5), apply_twice(double, 5), apply_twice(str.strip, "  x  "))
print(compose(inc, double)(10), compose(double, inc)(10), compose()(7))

def power(base, exp, *, mod=None):
    result = base ** exp
    return result % mod if mod else result

square = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=7)
print(square(9), cube_mod(4), partial(power, 2)(10))

operations = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "max": max,
}

def evaluate(tokens):
    stack = []
    for tok in tokens:
        if tok in operations:
            b, a = stack.pop(), stack.pop()
            stack.append(operations[tok](a, b))
        else:
            stack.append(int(tok))
    return stack.pop()

print(evaluate("3 4 + 2 *".split()), evaluate("10 2 3 max -".split()))

def pipeline(data, *steps):
    for step in steps:
        data = step(data)
    return data

print(pipeline(range(10),
               lambda xs: [x for x in xs if x % 2],
               lambda xs: map(double, xs),
               list,
               sum))

# Functions stored in a list are called in order
handlers = []

def on(event):
    def register(func):
        handlers.append((event, func))
        return func
    return register

@on("start")
def starting(name):
    return "starting " + name

@on("stop")
def stopping(name):
    return "stopping " + name

for event, func in handlers:
    print(event, "->", func("engine"))

# Builtins are first-class too
for fn in (len, str, repr, type, bool, abs):
    print(fn.__name__, fn([1, -2]) if fn not in (abs,) else fn(-3))

print(sorted(["banana", "Apple", "cherry"], key=str.lower))
print(list(map(pow if False else (lambda a, b: a ** b), [2, 3], [5, 2])))
