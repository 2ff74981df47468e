# Generators that close over variables of their enclosing function.

def make_stream(step):
    state = {"emitted": 0}
    def stream(limit):
        value = 0
        while value < limit:
            state["emitted"] += 1
            yield value
            value += step
    return stream, state

stream, state = make_stream(3)
print(list(stream(10)), state)
print(list(stream(7)), state)

def windowed(size):
    def windows(seq):
        for i in range(len(seq) - size + 1):
            yield seq[i:i + size]
    return windows

pairs = windowed(2)
triples = windowed(3)
print(list(pairs("abcd")), list(triples([1, 2, 3, 4, 5])))

def counter_gen():
    count = 0
    def gen():
        nonlocal count
        while True:
            count += 1
            received = yield count
            if received == "stop":
                return "stopped at %d" % count
    return gen, lambda: count

gen, get = counter_gen()
g = gen()
print(next(g), next(g), g.send(None), get())
try:
    g.send("stop")
except StopIteration as e:
    print(type(e).__name__, e.value)
print(get())

# A generator expression inside a closure
def filtered_by(threshold):
    def apply(values):
        return (v for v in values if v > threshold)
    return apply

above_three = filtered_by(3)
print(list(above_three([1, 5, 2, 8, 3])))

# Changing the closed-over variable while the generator is paused
def adjustable():
    scale = 1
    def gen():
        for i in range(5):
            yield i * scale
    def set_scale(s):
        nonlocal scale
        scale = s
    return gen(), set_scale

g, set_scale = adjustable()
out = [next(g), next(g)]
set_scale(100)
out.extend(g)
print(out)
