# Comparing `raise`, `raise e`, `raise e from x` and `raise ... from None` in handlers.

def origin():
    raise ValueError("original problem")

def tb_lines(exc):
    out = []
    tb = exc.__traceback__
    while tb:
        out.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    return out

def bare_reraise():
    try:
        origin()
    except ValueError:
        raise

def named_reraise():
    try:
        origin()
    except ValueError as e:
        raise e

def wrapped():
    try:
        origin()
    except ValueError as e:
        raise RuntimeError("wrapped") from e

def hidden():
    try:
        origin()
    except ValueError:
        raise RuntimeError("hidden") from None

def implicit():
    try:
        origin()
    except ValueError:
        raise RuntimeError("implicit")

for fn in (bare_reraise, named_reraise, wrapped, hidden, implicit):
    try:
        fn()
    except Exception as e:
        print(fn.__name__.ljust(13), type(e).__name__, str(e).ljust(16),
              "cause=%s" % type(e.__cause__).__name__ if e.__cause__ else "cause=None",
              "context=%s" % type(e.__context__).__name__ if e.__context__ else "context=None",
              "suppress=%s" % e.__suppress_context__, tb_lines(e))

# Re-raising after modifying the message keeps the same object
try:
    try:
        origin()
    except ValueError as e:
        e.args = ("edited: " + e.args[0],)
        raise
except ValueError as final:
    print(final, final.__context__)

# Raising a new exception inside a finally during unwinding chains to the first
try:
    try:
        origin()
    finally:
        try:
            raise KeyError("cleanup failed")
        except KeyError:
            pass
except ValueError as e:
    print("original survives cleanup errors:", e, e.__context__)
