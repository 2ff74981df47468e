# Generator.send(): the value of the yield expression.

def echo():
    received = None
    while True:
        received = yield received
        if received == "quit":
            return "echo finished"

g = echo()
print(g.send(None))
print(g.send("hello"))
print(g.send(42))
print(next(g))
try:
    g.send("quit")
except StopIteration as e:
    print("StopIteration value:", e.value)

# Sending a non-None value to a just-started generator fails
g = echo()
try:
    g.send("too early")
except TypeError as e:
    print(type(e).__name__, e)

def running_average():
    total = 0
    count = 0
    average = None
    while True:
        value = yield average
        total += value
        count += 1
        average = total / count

avg = running_average()
next(avg)
for v in (10, 20, 60):
    print("average now", avg.send(v))

# yield as an expression inside larger expressions
def calculator():
    result = 0
    while True:
        op, value = (yield result), None
        kind, value = op
        if kind == "add":
            result += value
        elif kind == "mul":
            result *= value
        elif kind == "reset":
            result = 0

calc = calculator()
next(calc)
print(calc.send(("add", 5)), calc.send(("mul", 3)), calc.send(("add", -1)),
      calc.send(("reset", None)))

def collector():
    items = []
    try:
        while True:
            items.append((yield len(items)))
    except GeneratorExit:
        print("  collector closing with", items)

c = collector()
next(c)
c.send("a")
c.send("b")
c.close()

# Sending to an exhausted generator raises StopIteration
def one_shot():
    yield 1

g = one_shot()
next(g)
for attempt in range(2):
    try:
        g.send(5)
    except StopIteration as e:
        print("send on finished generator:", type(e).__name__, e.value)
