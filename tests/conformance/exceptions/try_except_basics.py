# try / except / else / finally: which blocks run in which order.

def run(action):
    log = []
    try:
        log.append("try")
        action()
        log.append("try end")
    except ValueError as e:
        log.append("except ValueError(%s)" % e)
    except (TypeError, KeyError) as e:
        log.append("except %s" % type(e).__name__)
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log

def ok():
    pass

def value_error():
    raise ValueError("bad")

def type_error():
    raise TypeError("wrong")

def key_error():
    {}["missing"]

def index_error():
    [][0]

print(run(ok))
print(run(value_error))
print(run(type_error))
print(run(key_error))
try:
    print(run(index_error))
except IndexError as e:
    print("escaped:", type(e).__name__, e)

# Handlers are tried in order; the first match wins, including base classes
def classify(exc):
    try:
        raise exc
    except KeyError:
        return "KeyError handler"
    except LookupError:
        return "LookupError handler"
    except ArithmeticError:
        return "ArithmeticError handler"
    except Exception:
        return "Exception handler"

for exc in (KeyError("k"), IndexError("i"), ZeroDivisionError(), OverflowError(), RuntimeError()):
    print(type(exc).__name__, "->", classify(exc))

# A bare except catches everything, including BaseException subclasses
try:
    raise SystemExit(3)
except:
    print("bare except caught SystemExit")

# The exception variable is deleted at the end of the handler
try:
    1 / 0
except ZeroDivisionError as err:
    print("inside handler:", err)
try:
    err
except NameError as e:
    print("after handler:", type(e).__name__, e)

# An existing variable with that name is deleted too
err2 = "previous value"
try:
    raise ValueError
except ValueError as err2:
    pass
print("err2" in globals())

# Exceptions raised in else are not handled by the same try
try:
    try:
        pass
    except ValueError:
        print("not here")
    else:
        raise ValueError("from else")
except ValueError as e:
    print("outer caught", e)

# Handler tuple can be built dynamically
handled = (ValueError, IndexError)
try:
    [][1]
except handled as e:
    print("dynamic tuple caught", type(e).__name__)
