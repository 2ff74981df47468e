# Closures as lightweight objects: counters, accumulators, and memoised generators.

def make_counter(start=0, step=1):
    value = start - step
    def counter():
        nonlocal value
        value += step
        return value
    def reset():
        nonlocal value
        value = start - step
    counter.reset = reset
    return counter

c = make_counter()
print([c() for _ in range(4)])
c.reset()
print(c(), c())
evens = make_counter(0, 2)
print([evens() for _ in range(5)])

def make_stack():
    items = []
    def push(x):
        items.append(x)
        return len(items)
    def pop():
        if not items:
            raise IndexError("pop from empty closure stack")
        return items.pop()
    def peek():
        return items[-1] if items else None
    return push, pop, peek

push, pop, peek = make_stack()
push("a"); push("b")
print(peek(), pop(), pop(), peek())
try:
    pop()
except IndexError as e:
    print(type(e).__name__, e)

def once(fn):
    done = False
    result = None
    def wrapper(*args):
        nonlocal done, result
        if not done:
            result = fn(*args)
            done = True
        return result
    return wrapper

@once
def expensive(x):
    print("  computing for", x)
    return x * 100

print(expensive(1), expensive(2), expensive(3))

def make_toggle(*states):
    index = -1
    def toggle():
        nonlocal index
        index = (index + 1) % len(states)
        return states[index]
    return toggle

light = make_toggle("off", "on", "blinking")
print([light() for _ in range(7)])

def averager():
    total = count = 0
    def add(x):
        nonlocal total, count
        total += x
        count += 1
        return total / count
    return add

avg = averager()
print([avg(x) for x in (10, 20, 60, 10)])
print(avg.__code__.co_freevars, make_counter.__code__.co_cellvars)
