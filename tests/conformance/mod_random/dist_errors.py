# The errors of random's distributions for out-of-range parameters.
import random

random.seed(0)
calls = [("gammavariate", (0, 1)), ("gammavariate", (1, 0)), ("gammavariate", (-1, -1)),
         ("binomialvariate", (-1, 0.5)), ("binomialvariate", (5, 1.5)),
         ("binomialvariate", (5, -0.5)), ("expovariate", (0,)), ("triangular", (1, 1, 1)),
         ("triangular", (3, 3)), ("uniform", ("a", "b"))]
for name, args in calls:
    try:
        print(name, args, repr(getattr(random, name)(*args)))
    except Exception as e:
        print(name, args, type(e).__name__, e)
