# Star-unpacking in assignment targets, literals and calls, with the
# messages for too few / too many values, non-iterables, non-mappings and
# duplicate keywords.

def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)

def targets():
    a, *b, c = range(5)
    *d, = "xy"
    (e, f), *g = [(1, 2), 3]
    [h, [i, *j]] = [0, "abc"]
    return a, b, c, d, e, f, g, h, i, j

def too_few_with_star():
    a, *b = []

def too_few_around_star():
    a, b, *c, d = [1, 2]

def too_many():
    a, b = [1, 2, 3]

def too_many_from_iterator():
    a, b = iter(range(10))

def too_few():
    a, b, c = "xy"

def not_iterable():
    a, b = 1

def literals():
    x = {**{"a": 1}, "b": 2, **{"a": 3}}
    y = [*range(2), *"ab", *{5: 0}]
    z = (*[], 1, *(2, 3))
    s = {*[1, 2], *[2, 3]}
    return x, y, z, s

def dict_star_not_mapping():
    return {**[1]}

def list_star_not_iterable():
    return [*5]

def f(*args, **kwargs):
    return args, kwargs

def duplicate_in_double_star():
    return f(**{"a": 1}, **{"a": 2})

def duplicate_keyword_and_double_star():
    return f(a=1, **{"a": 2})

def mixed_call():
    return f(*[1], 2, *(3,), x=1, **{"y": 2}, z=3)

def call_star_not_iterable():
    return f(*None)

def call_double_star_not_mapping():
    return f(**[("a", 1)])

def keys_not_strings():
    return f(**{1: 2})

class Mapping:
    def keys(self):
        return ["q", "r"]

    def __getitem__(self, k):
        return k * 2

def user_mapping():
    return f(**Mapping()), {**Mapping()}

def star_in_print():
    print(*[1, 2], *"ab", sep="-")
    return len([*"abc", *[]])

def for_targets():
    out = []
    for first, *rest in ["abc", "de", "f"]:
        out.append((first, rest))
    return out

def swap_and_nested():
    a, b = 1, 2
    a, b = b, a
    (a, b), c = (b, a), a + b
    return a, b, c

for thunk in (targets, too_few_with_star, too_few_around_star, too_many,
              too_many_from_iterator, too_few, not_iterable, literals, dict_star_not_mapping,
              list_star_not_iterable, duplicate_in_double_star,
              duplicate_keyword_and_double_star, mixed_call, call_star_not_iterable,
              call_double_star_not_mapping, keys_not_strings, user_mapping, star_in_print,
              for_targets, swap_and_nested):
    check(thunk)
