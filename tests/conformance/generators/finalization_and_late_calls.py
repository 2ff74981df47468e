# Finalization of suspended generators on del and at exit, close() while a
# finally clause yields, throw() after close(), GeneratorExit thrown in.


def show(f):
    try:
        print(repr(f()))
    except BaseException as e:
        print(type(e).__name__, e)
def finalizer():
    def g():
        try:
            yield 1
        finally:
            print("finally on dealloc")
    it = g()
    next(it)
    del it
    return "after del"
show(finalizer)
def close_in_finally_yield():
    def g():
        try:
            yield 1
        finally:
            yield 2
    it = g()
    next(it)
    it.close()
show(close_in_finally_yield)
def throw_after_close():
    def g():
        yield 1
    it = g()
    it.close()
    it.throw(ValueError("late"))
show(throw_after_close)
def stopiter_in_sub():
    def inner():
        yield 1
        return "inner-return"
    def outer():
        x = yield from inner()
        return x
    try:
        it = outer()
        next(it)
        next(it)
    except StopIteration as e:
        return e.value
show(stopiter_in_sub)
def genexit_subclass():
    def g():
        try:
            yield
        except BaseException as e:
            print("caught", type(e).__name__)
            raise
    it = g()
    next(it)
    it.throw(GeneratorExit)
show(genexit_subclass)
def return_in_gen_stopiter_value():
    def g():
        return StopIteration("x")
        yield
    try:
        next(g())
    except StopIteration as e:
        return repr(e.value)
show(return_in_gen_stopiter_value)
def generator_protocol():
    def g():
        yield 1
    it = g()
    return it.__next__(), iter(it) is it, hasattr(it, "send")
show(generator_protocol)
print("end of program")
def leftover():
    try:
        yield 1
    finally:
        print("leftover finalized at exit")
lo = leftover()
next(lo)
