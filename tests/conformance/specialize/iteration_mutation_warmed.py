# Containers mutated during iteration by warmed (specialized) store sites:
# a dict grown by a dict-subscript store, an instance dict grown by an
# attribute store while vars() is iterated, a set grown by a warmed method
# call, and a generator iterated by a for loop inside its own body
# ("generator already executing"). The specialized stores must make the
# same changes the generic ones make, so the iterators notice them.


class Bag:
    pass


def store_key(d, k, v):
    d[k] = v


def store_attr(o, v):
    o.extra = v


def add_item(s, v):
    s.add(v)


for i in range(300):
    store_key({}, i, i)
    store_key({0: 0}, 0, i)
    store_attr(Bag(), i)
    add_item(set(), i)


def attempt(label, action):
    try:
        result = action()
        print(label, "finished:", result)
    except RuntimeError as e:
        print(label, "RuntimeError:", e)


def grow_dict():
    d = {1: "a", 2: "b"}
    for k in d:
        store_key(d, k + 100, "new")
    return d


def overwrite_dict():
    d = {1: "a", 2: "b"}
    for k in d:
        store_key(d, k, "replaced")
    return d


def grow_instance():
    b = Bag()
    b.first = 1
    for name in vars(b):
        store_attr(b, name)
    return vars(b)


def overwrite_instance():
    b = Bag()
    b.extra = 0
    b.other = 1
    for name in vars(b):
        store_attr(b, name)
    return vars(b)


def grow_set():
    s = {1, 2}
    for v in s:
        add_item(s, v + 10)
    return s


def readd_same_set():
    s = {1, 2}
    for v in s:
        add_item(s, v)
    return sorted(s)


def iterate_keys_view():
    d = {"a": 1}
    keys = d.keys()
    for k in keys:
        store_key(d, k * 2, 0)
    return d


for label, action in [("grow dict", grow_dict), ("overwrite dict", overwrite_dict),
                      ("grow instance dict", grow_instance),
                      ("overwrite instance dict", overwrite_instance),
                      ("grow set", grow_set), ("re-add to set", readd_same_set),
                      ("grow through keys view", iterate_keys_view)]:
    attempt(label, action)


# A generator whose body iterates the generator itself.
def consume(it):
    out = []
    for x in it:
        out.append(x)
    return out


def selfish():
    yield 1
    yield consume(me)


for i in range(300):
    consume(iter([1, 2]))
    consume(x for x in range(2))
me = selfish()
try:
    consume(me)
except ValueError as e:
    print("ValueError:", e)
print(consume(me))

# Deleting from a dict during iteration and re-adding the same number of
# keys: the size is unchanged, so CPython only notices through the keys
# order (no error) -- both interpreters must agree on what is seen.
def swap_keys():
    d = {1: 1, 2: 2, 3: 3}
    seen = []
    try:
        for k in d:
            seen.append(k)
            if k == 1:
                del d[2]
                store_key(d, 4, 4)
    except RuntimeError as e:
        seen.append(str(e))
    return seen, d


print(swap_keys())
