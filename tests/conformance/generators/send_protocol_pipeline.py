# A push-based pipeline of coroutine-style generators connected with send().

def coroutine(fn):
    def start(*args, **kwargs):
        gen = fn(*args, **kwargs)
        next(gen)
        return gen
    start.__name__ = fn.__name__
    return start

@coroutine
def printer(prefix):
    while True:
        item = yield
        print(prefix, item)

@coroutine
def filtering(predicate, target):
    while True:
        item = yield
        if predicate(item):
            target.send(item)

@coroutine
def mapping(fn, target):
    while True:
        target.send(fn((yield)))

@coroutine
def broadcast(*targets):
    while True:
        item = yield
        for t in targets:
            t.send(item)

@coroutine
def collector(store):
    try:
        while True:
            store.append((yield))
    except GeneratorExit:
        store.append("<closed>")

store = []
squares = mapping(lambda x: x * x, printer("even squared:"))
sink = broadcast(printer("all:"), filtering(lambda x: x % 2 == 0, squares), collector(store))
for n in range(5):
    sink.send(n)
print(store)

c = collector(store)
c.send("direct")
c.close()
print(store[-2:])

# Sending into a finished coroutine raises StopIteration
@coroutine
def limited(n):
    for _ in range(n):
        received = yield
        print("limited got", received)

lim = limited(2)
lim.send("a")
try:
    lim.send("b")
except StopIteration:
    print("limited is finished")
