# Calls with wrong argument counts and bad keywords arriving at call sites
# warmed with correct calls; every TypeError message must be CPython's,
# for functions, methods, lambdas, classes, builtins and keyword-only
# parameters.


def two(a, b):
    return a + b


def defaults(a, b=2, *, c, d=4):
    return a + b + c + d


def posonly(a, b, /, c):
    return a + b + c


class K:
    def m(self, x):
        return x

    @staticmethod
    def s(x):
        return x

    @classmethod
    def c(cls, x):
        return x


def call(f, *args, **kwargs):
    try:
        return f(*args, **kwargs)
    except TypeError as e:
        return "TypeError: %s" % e


def site_two(*args):
    # A CALL with a fixed shape at the inner site: the arguments are spread
    # from a tuple so the same site sees every arity.
    try:
        return two(*args)
    except TypeError as e:
        return "TypeError: %s" % e


def site_direct_0():
    try:
        return two()
    except TypeError as e:
        return "TypeError: %s" % e


def site_direct_1():
    try:
        return two(1)
    except TypeError as e:
        return "TypeError: %s" % e


def site_direct_3():
    try:
        return two(1, 2, 3)
    except TypeError as e:
        return "TypeError: %s" % e


k = K()
for i in range(300):
    two(i, 1)
    site_two(i, 1)
    k.m(i)
    K.s(i)
    K.c(i)
    defaults(1, c=3)
    posonly(1, 2, 3)

print(site_two(), site_two(1), site_two(1, 2, 3))
print(site_direct_0())
print(site_direct_1())
print(site_direct_3())
for args, kwargs in [((), {}), ((1,), {}), ((1,), {"c": 1, "e": 5}), ((1, 2, 3), {"c": 1}),
                     ((1,), {"c": 1, "a": 2}), ((), {"c": 1}), ((1,), {"cc": 1})]:
    print(call(defaults, *args, **kwargs))
for args, kwargs in [((1, 2), {}), ((1, 2, 3, 4), {}), ((1,), {"b": 2, "c": 3}),
                     ((1, 2), {"c": 3, "a": 1})]:
    print(call(posonly, *args, **kwargs))
print(call(k.m), call(k.m, 1, 2), call(K.m, 1), call(K.s), call(K.c, 1, 2), call(k.m, y=1))
print(call(lambda x: x), call(lambda: 0, 1), call(lambda *a, b: b, 1))
print(call(K, 1), call(int, 1, 2, 3), call(len), call(len, [], []), call(isinstance, 1))
print(call(two, 1, a=1), call(two, 1, b=2, c=3), call(two, b=1))
print(call(dict.get, {}), call([].append), call("".join, [], []), call(sorted, [], 1))
print(call(max), call(min, 1), call(abs, 1, 2), call(getattr, 1))

# The warmed sites still work after all the failures.
print(two(2, 3), site_two(4, 5), k.m("m"), K.s("s"), K.c("c"), defaults(1, c=1), posonly(1, 2, c=3))
