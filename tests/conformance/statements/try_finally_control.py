# try/except/else/finally with return, break and continue inside finally,
# the exception variable deleted after except, bare raise, nested handlers.
import sys

def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)

def continue_in_finally():
    for i in range(3):
        try:
            return i
        finally:
            if i == 0:
                continue
    return "end"

def return_in_finally_swallows():
    try:
        raise ValueError
    finally:
        return "swallowed"

def break_in_finally():
    while True:
        try:
            raise KeyError("k")
        finally:
            break
    return sys.exception()

def finally_runs_after_return():
    try:
        return "try"
    finally:
        print("finally runs")

def nested_finally_order():
    out = []
    for i in range(3):
        try:
            try:
                if i == 1:
                    continue
                out.append(i)
            finally:
                out.append("f%d" % i)
        finally:
            out.append("F")
    return out

def else_clause(fail):
    out = []
    try:
        if fail:
            raise ValueError
    except ValueError:
        out.append("except")
    else:
        out.append("else")
    finally:
        out.append("finally")
    return out

def exception_variable_deleted():
    e = "before"
    try:
        raise ValueError("x")
    except ValueError as e:
        pass
    return "e" in locals()

def bare_raise_without_exception():
    try:
        raise
    except RuntimeError as e:
        return str(e)

def bare_raise_after_inner_handled():
    try:
        try:
            raise KeyError(1)
        except KeyError:
            try:
                raise TypeError(2)
            except TypeError:
                pass
            raise
    except Exception as e:
        return repr(e)

def return_value_overridden():
    try:
        return "first"
    finally:
        return "second"

def exception_in_else():
    try:
        pass
    except ZeroDivisionError:
        return "not here"
    else:
        1 / 0

def handler_order():
    try:
        {}["missing"]
    except LookupError as e:
        return "LookupError catches " + type(e).__name__
    except KeyError:
        return "never"

for thunk in (continue_in_finally, return_in_finally_swallows, break_in_finally,
              finally_runs_after_return, nested_finally_order, lambda: else_clause(True),
              lambda: else_clause(False), exception_variable_deleted,
              bare_raise_without_exception, bare_raise_after_inner_handled,
              return_value_overridden, exception_in_else, handler_order):
    check(thunk)
print(sys.exception())
