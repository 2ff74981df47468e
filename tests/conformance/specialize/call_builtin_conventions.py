# Builtin functions and methods of every calling shape (no arguments, one
# argument, several positional, optional arguments, keywords) called at
# warmed sites, then the receiver's type changes to a subclass overriding
# the method, to an unrelated type with a same-named Python method, and to a
# type without it (AttributeError messages).


def no_args(x):
    return x.upper()


def one_arg(x):
    return x.count("a")


def optional(x):
    return x.pop()


def two_args(x):
    return x.setdefault("k", "dflt")


def with_kw(x):
    return x.split(",", maxsplit=1)


def free_functions(x):
    return (len(x), repr(x)[:12], bool(x), type(x).__name__)


SITES = [no_args, one_arg, optional, two_args, with_kw, free_functions]


def run_all(make):
    row = []
    for site in SITES:
        try:
            row.append(site(make()))
        except (AttributeError, TypeError, KeyError, IndexError) as e:
            row.append("%s(%s)" % (type(e).__name__, e))
    return row


for i in range(300):
    no_args("abc")
    one_arg("banana")
    optional([1, 2, 3])
    two_args({})
    with_kw("a,b,c")
    free_functions([1, 2])


class Shouting(str):
    def upper(self):
        return "SHOUTING " + str.upper(self)


class CountingList(list):
    def count(self, x):
        return "counted %r" % (x,)

    def pop(self, *args):
        return "no popping"


class DuckDict:
    def __init__(self):
        self.data = {}

    def setdefault(self, k, v):
        return "duck setdefault %s=%s" % (k, v)

    def __len__(self):
        return 42

    def __repr__(self):
        return "DuckDict()"

    def __bool__(self):
        return False


class Parts(tuple):
    def split(self, sep, maxsplit=-1):
        return ["tuple split", sep, maxsplit]


for make in [lambda: "a,b,a", lambda: Shouting("a,b"), lambda: [1, "a", 2],
             lambda: CountingList(["a", "a"]), lambda: {"k": 1, "x": 2}, lambda: DuckDict(),
             lambda: Parts((1, 2)), lambda: b"a,b", lambda: bytearray(b"xa"), lambda: set("a"),
             lambda: "", lambda: []]:
    print(run_all(make))
