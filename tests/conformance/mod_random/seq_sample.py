# random.sample on fixed seeds: small and large populations (both selection
# methods), ranges, counts, and its errors.
import random

for s in range(20):
    random.seed(s)
    print(s, random.sample(range(100), 10), random.sample("abcdefgh", 3),
          random.sample(range(10**6), 5), random.sample([1, 2, 3], 3))
random.seed(3)
for k in [0, 1, 5, 6, 20, 50, 100]:
    print(k, random.sample(range(200), k))
print(random.sample(range(10**12), 4))
print(random.sample(["red", "blue"], counts=[4, 2], k=5))
print(random.sample(range(3), counts=[1, 0, 5], k=6))
for args, kwargs in [((range(5), 6), {}), ((range(5), -1), {}), (({1, 2, 3}, 2), {}),
                     (({"a": 1}, 1), {}), ((["a", "b"], 1), {"counts": [1]}),
                     ((["a", "b"], 1), {"counts": [0, 0]}), ((["a", "b"], 1), {"counts": [1.5, 1]})]:
    try:
        print(random.sample(*args, **kwargs))
    except Exception as e:
        print(type(e).__name__, e)
