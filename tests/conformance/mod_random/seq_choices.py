# random.choices on fixed seeds: unweighted, weights, cum_weights, k, float
# and int weights, and the errors.
import random

pop = ["a", "b", "c", "d", "e"]
for s in range(20):
    random.seed(s)
    print(s, random.choices(pop, k=10), random.choices(pop, weights=[5, 1, 1, 1, 10], k=10),
          random.choices(pop, cum_weights=[1, 2, 30, 31, 40], k=8),
          random.choices(range(100), weights=[i * 0.5 for i in range(100)], k=6))
random.seed(1)
print(random.choices(pop), random.choices(pop, k=0), random.choices([1, 2], [0, 1], k=5))
for args, kwargs in [((pop, [1, 2]), {}), ((pop, [1] * 5), {"cum_weights": [1] * 5}),
                     ((pop, [0] * 5), {}), ((pop, 3), {}), ((pop, [float('inf')] * 5), {}),
                     ((pop, ["x"] * 5), {}), (([],), {})]:
    try:
        print(random.choices(*args, **kwargs))
    except Exception as e:
        print(type(e).__name__, e)
