# getattr (with a default), setattr, hasattr, delattr, id, hash, callable,
# chr and ord, with CPython's error messages.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


class Record:
    kind = "record"

    def __init__(self):
        self.name = "r1"

    def __call__(self):
        return "called"


r = Record()
check(lambda: getattr(r, "name"))
check(lambda: getattr(r, "kind"))
check(lambda: getattr(r, "missing"))
check(lambda: getattr(r, "missing", None))
check(lambda: getattr(1, "real"))
check(lambda: getattr(1, "nope"))
check(lambda: getattr(1, 2))
check(lambda: getattr(1))
check(lambda: getattr())
check(lambda: setattr(r, "name", "r2") or r.name)
check(lambda: setattr(1, "x", 2))
check(lambda: setattr(object(), "x", 1))
check(lambda: setattr(1, 2, 3))
check(lambda: hasattr(r, "name") and not hasattr(r, "zzz"))
check(lambda: hasattr(1, 2))
check(lambda: hasattr(1))
check(lambda: delattr(r, "name") or hasattr(r, "name"))
check(lambda: delattr(r, "name"))
check(lambda: delattr(1, "real"))
check(lambda: delattr(1, 2))
check(lambda: id(r) == id(r))
check(lambda: id())
check(lambda: id(1, 2))
check(lambda: hash([]))
check(lambda: hash({}))
check(lambda: hash(-1))
check(lambda: hash(1.0) == hash(1) == hash(True))
check(lambda: hash((1, 2)) == hash((1, 2)))
check(lambda: hash((1, [2])))
check(lambda: hash())
check(lambda: hash(r) == hash(r))
check(lambda: callable(len) and callable(r) and callable(Record) and not callable(1))
check(lambda: callable())
check(lambda: callable(1, 2))
check(lambda: chr(-1))
check(lambda: chr(0x110000))
check(lambda: chr("a"))
check(lambda: chr(1.5))
check(lambda: chr())
check(lambda: chr(8364) + chr(65) + chr(0x1F600))
check(lambda: ord(""))
check(lambda: ord("ab"))
check(lambda: ord(5))
check(lambda: ord())
check(lambda: [ord(c) for c in "A€😀"])
check(lambda: all(chr(ord(c)) == c for c in "héllo"))


class Guarded:
    def __getattr__(self, name):
        if name.startswith("auto_"):
            return name[5:]
        raise AttributeError(name)


class Explodes:
    @property
    def boom(self):
        raise ValueError("property failed")


g = Guarded()
check(lambda: getattr(g, "auto_title"))
check(lambda: getattr(g, "other", "fallback"))
check(lambda: hasattr(g, "other"))
check(lambda: hasattr(Explodes(), "boom"))
check(lambda: getattr(Explodes(), "boom", "default"))


class Unhashable:
    __hash__ = None


check(lambda: hash(Unhashable()))
check(lambda: callable(Unhashable.__hash__))
