# Exceptions raised by __exit__ and __enter__, and how they chain.

class ExitRaises:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        raise RuntimeError("from __exit__ (was %s)" % (exc_type.__name__ if exc_type else None))

try:
    with ExitRaises():
        pass
except RuntimeError as e:
    print(type(e).__name__, e, "| context:", repr(e.__context__))

try:
    with ExitRaises():
        raise ValueError("body error")
except RuntimeError as e:
    print(type(e).__name__, e, "| context:", repr(e.__context__))

class EnterRaises:
    def __enter__(self):
        raise KeyError("from __enter__")

    def __exit__(self, *exc):
        print("  __exit__ must not run")

try:
    with EnterRaises():
        print("  body must not run")
except KeyError as e:
    print(type(e).__name__, e)

# __exit__ re-raising the exception it received
class Reraise:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc is not None:
            raise exc
        return False

try:
    with Reraise():
        raise IndexError("same")
except IndexError as e:
    print(type(e).__name__, e, e.__context__)

# __exit__ receives the exception instance even for raise-by-class
class Inspect:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        print("  exc_type:", exc_type.__name__, "| instance:", type(exc).__name__, repr(exc.args),
              "| tb line delta:", tb.tb_lineno - tb.tb_frame.f_code.co_firstlineno > 0)
        return True

with Inspect():
    raise LookupError

with Inspect():
    [1, 2][9]

# Exceptions inside __exit__ that are handled there do not escape
class Careful:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        try:
            1 / 0
        except ZeroDivisionError:
            print("  handled inside __exit__")
        return False

with Careful():
    print("  body ran")
print("done")
