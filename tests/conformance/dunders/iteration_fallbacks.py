# Iteration protocol details: __getitem__ fallback, __iter__ = None,
# non-iterators from __iter__, reversed(), iter(callable, sentinel).

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, ValueError, RuntimeError, KeyError, StopIteration) as e:
        print(label, "->", type(e).__name__, e)

class Seq:
    def __getitem__(self, i):
        if i >= 3: raise IndexError(i)
        return i * 10
class StopsWithStopIteration:
    def __getitem__(self, i):
        if i == 2: raise StopIteration
        return i
class KeyErrorSeq:
    def __getitem__(self, i):
        raise KeyError(i)

print(list(Seq()), 20 in Seq(), 5 in Seq(), list(StopsWithStopIteration()))
attempt("KeyError propagates", lambda: list(KeyErrorSeq()))
it = iter(Seq())
print(type(it).__name__, next(it), list(it), list(it))

class NotIterable:
    __iter__ = None
    def __getitem__(self, i): return i
attempt("iter(__iter__=None)", lambda: iter(NotIterable()))
attempt("for over None __iter__", lambda: [x for x in NotIterable()])
attempt("in with __iter__=None", lambda: 1 in NotIterable())

class ReturnsList:
    def __iter__(self): return [1, 2]
attempt("iter returns list", lambda: iter(ReturnsList()))
attempt("for over bad __iter__", lambda: [x for x in ReturnsList()])
attempt("unpack bad __iter__", lambda: tuple(ReturnsList()))

class IterWithoutNext:
    def __iter__(self): return self
attempt("iter returns self without __next__", lambda: iter(IterWithoutNext()))
attempt("next on non-iterator", lambda: next(Seq()))
attempt("next on int", lambda: next(5))

class CountDown:
    def __init__(self, n): self.n = n
    def __iter__(self): return self
    def __next__(self):
        if self.n == 0: raise StopIteration("done")
        self.n -= 1
        return self.n
print(list(CountDown(3)), next(CountDown(0), "default"))
attempt("next exhausted", lambda: next(CountDown(0)))
c = CountDown(1)
print(list(c), list(c))

# iter(callable, sentinel)
values = iter([1, 2, 3, None, 4])
print(list(iter(lambda: next(values), None)))
attempt("iter(non-callable, s)", lambda: iter(5, None))
attempt("iter() no args", lambda: iter())

# reversed(): __reversed__, the sequence protocol, __reversed__ = None
class Rev:
    def __reversed__(self): return iter("cba")
class SeqLen:
    def __len__(self): return 3
    def __getitem__(self, i): return "xyz"[i]
class NoRev:
    __reversed__ = None
    def __len__(self): return 1
    def __getitem__(self, i): return i
print(list(reversed(Rev())), list(reversed(SeqLen())))
attempt("reversed(__reversed__=None)", lambda: reversed(NoRev()))
attempt("reversed(getitem only)", lambda: reversed(Seq()))
attempt("reversed(int)", lambda: reversed(5))
attempt("reversed(dict)", lambda: list(reversed({"a": 1, "b": 2})))
attempt("reversed(set)", lambda: reversed({1}))

# An iterator whose __next__ raises something else
class Breaks:
    def __iter__(self): return self
    def __next__(self): raise ValueError("broken")
attempt("list(Breaks)", lambda: list(Breaks()))

# Generators and iterators are their own iterators
g = (i for i in range(2))
print(iter(g) is g, iter(it) is it)

# __iter__ looked up on the type
class InstanceIter:
    pass
obj = InstanceIter()
obj.__iter__ = lambda: iter([1])
attempt("instance __iter__", lambda: iter(obj))
