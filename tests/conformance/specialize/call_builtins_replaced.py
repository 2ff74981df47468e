# Calls of builtin functions and builtin methods (len, isinstance, list.append,
# str.join, dict.get) at warmed sites, then the callables are replaced by
# Python functions, by other builtins with other calling conventions, and
# restored; builtin methods are also called through list/dict subclasses
# that override them.
import builtins


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


def uses_len(x):
    return len(x)


def uses_isinstance(x):
    return isinstance(x, (int, str))


real_len = builtins.len
real_isinstance = builtins.isinstance
lens, kinds = [], []
for i in range(500):
    if i == 200:
        builtins.len = lambda x: "py-len"
    elif i == 250:
        builtins.len = sum
    elif i == 300:
        builtins.len = real_len
        builtins.isinstance = lambda obj, types: "py-isinstance"
    elif i == 350:
        builtins.isinstance = issubclass
    elif i == 400:
        builtins.isinstance = real_isinstance
    try:
        lens.append(uses_len((1, 2, 3)))
    except TypeError as e:
        lens.append("TypeError(%s)" % e)
    try:
        kinds.append(uses_isinstance(5))
    except TypeError as e:
        kinds.append("TypeError(%s)" % e)
print(runs(lens))
print(runs(kinds))


# Builtin methods called through the instance.
def push(lst, v):
    lst.append(v)
    return len(lst)


def joined(sep, parts):
    return sep.join(parts)


def fetch(d, k):
    return d.get(k, "default")


class LoudList(list):
    def append(self, v):
        list.append(self, ("loud", v))


class Joiner(str):
    def join(self, parts):
        return "JOIN(" + str.join(self, parts) + ")"


class Fetching(dict):
    def get(self, k, default=None):
        return "subclass get %r" % (k,)


plain, loud = [], LoudList()
for i in range(300):
    push(plain, i)
    joined(",", ["a", "b"])
    fetch({"k": 1}, "k")
print(push(plain, "x"), plain[-2:], push(loud, "x"), loud)
print(joined(",", ["a", "b"]), joined(Joiner(","), ["a", "b"]), joined("", ()))
print(fetch({"k": 1}, "k"), fetch({}, "k"), fetch(Fetching(k=1), "k"))
for bad in [(",", [1, 2]), (",", None), (",", "xyz")]:
    try:
        print(joined(*bad))
    except TypeError as e:
        print("TypeError:", e)

# Builtin methods looked up on the type and called unbound at a warmed site.
def unbound_append(lst, v):
    return list.append(lst, v)


for i in range(300):
    unbound_append(plain, i)
print(len(plain), unbound_append(loud, "direct"), loud[-1])
try:
    unbound_append((1,), 2)
except TypeError as e:
    print("TypeError:", e)

# The list.append method replaced through a subclass mid-loop.
class Growing(list):
    pass


gl = Growing()
for i in range(300):
    if i == 100:
        Growing.append = lambda self, v: list.append(self, -v)
    elif i == 200:
        del Growing.append
    push(gl, i)
print(sum(gl[:100]), sum(gl[100:200]), sum(gl[200:]), len(gl))
