# random.getstate/setstate: the state's shape, replaying a sequence,
# gauss's saved value, independent Random instances and the errors.
import random

random.seed(42)
state = random.getstate()
print(type(state).__name__, len(state), state[0], len(state[1]), state[1][-1], state[2])
print(state[1][:5])
first = [random.random() for _ in range(5)]
random.setstate(state)
print(first == [random.random() for _ in range(5)])
random.seed(1)
random.gauss()
g = random.getstate()
print(repr(g[2]))
after = [random.gauss() for _ in range(3)]
random.setstate(g)
print(after == [random.gauss() for _ in range(3)], [repr(v) for v in after])
a = random.Random(5)
b = random.Random(5)
print([a.random() for _ in range(3)] == [b.random() for _ in range(3)])
c = random.Random()
c.setstate(a.getstate())
print(c.random() == a.random(), c.randrange(1000) == a.randrange(1000))
for bad in [(3, (1, 2), None), (4, state[1], None), (3, tuple([0] * 625), None), "x",
            (3, tuple([1] * 624) + (625,), None), (3, tuple([1] * 624) + (-1,), None),
            (3, tuple([-1] * 625), None), (3, [0] * 625, None)]:
    try:
        random.setstate(bad)
        print("accepted", random.random())
    except Exception as e:
        print(type(e).__name__, e)
random.seed(9)
s2 = random.getstate()
v2 = (2, s2[1], None)
random.setstate(v2)
print(repr(random.random()))
