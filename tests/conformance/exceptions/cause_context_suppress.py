# raise ... from ..., __cause__, __context__, __suppress_context__, the
# setters' type checks and with_traceback.

def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)

def explicit_cause():
    try:
        try:
            raise KeyError(1)
        except KeyError as k:
            raise ValueError(2) from k
    except ValueError as v:
        return repr(v.__cause__), repr(v.__context__), v.__suppress_context__

def from_none():
    try:
        try:
            raise KeyError(1)
        except KeyError:
            raise ValueError(2) from None
    except ValueError as v:
        return repr(v.__cause__), repr(v.__context__), v.__suppress_context__

def from_non_exception():
    raise ValueError from 5

def from_class():
    try:
        raise ValueError from KeyError
    except ValueError as v:
        return repr(v.__cause__), v.__cause__.__traceback__

def raise_non_exception_class():
    raise int

def raise_instance_of_non_exception():
    raise "text"

def cause_setter_type():
    e = ValueError()
    e.__cause__ = 5

def context_setter_type():
    e = ValueError()
    e.__context__ = "x"

def setters_accept_none():
    e = ValueError()
    e.__cause__ = None
    e.__context__ = None
    e.__suppress_context__ = 1
    return e.__cause__, e.__context__, e.__suppress_context__

def cause_sets_suppress():
    e = ValueError()
    e.__cause__ = KeyError()
    return e.__suppress_context__

def implicit_context_chain():
    try:
        try:
            try:
                raise OSError("a")
            except OSError:
                raise KeyError("b")
        except KeyError:
            raise TypeError("c")
    except TypeError as e:
        chain = []
        while e is not None:
            chain.append(repr(e))
            e = e.__context__
        return chain

def context_not_self():
    err = ValueError("same")
    try:
        try:
            raise err
        except ValueError:
            raise err
    except ValueError as e:
        return e.__context__

def traceback_walk():
    def a():
        b()

    def b():
        raise KeyError
    try:
        a()
    except KeyError as e:
        tb = e.__traceback__
        out = []
        while tb:
            out.append((tb.tb_frame.f_code.co_name,
                        tb.tb_lineno - traceback_walk.__code__.co_firstlineno))
            tb = tb.tb_next
        return out

def with_traceback_none():
    e = ValueError()
    return e.with_traceback(None) is e, e.__traceback__

def with_traceback_bad():
    return ValueError().with_traceback(5)

def traceback_setter_bad():
    e = ValueError()
    e.__traceback__ = "no"

for thunk in (explicit_cause, from_none, from_non_exception, from_class,
              raise_non_exception_class, raise_instance_of_non_exception, cause_setter_type,
              context_setter_type, setters_accept_none, cause_sets_suppress,
              implicit_context_chain, context_not_self, traceback_walk, with_traceback_none,
              with_traceback_bad, traceback_setter_bad):
    check(thunk)
