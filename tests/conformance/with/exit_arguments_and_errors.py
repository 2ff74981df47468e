# with: what __exit__ receives, suppression by any true value, multiple
# items entered and exited in order, parenthesised items, and the errors
# for objects that are not context managers.

def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)

class Reporter:
    def __init__(self, name, result=False):
        self.name = name
        self.result = result

    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None, repr(exc),
              type(tb).__name__)
        return self.result

def suppressed():
    with Reporter("a", True) as a, Reporter("b") as b:
        print("body", a, b)
        raise KeyError("suppressed")
    return "after"

def not_suppressed():
    with Reporter("c"):
        raise ValueError("escapes")

def clean_exit():
    with Reporter("d") as d:
        pass
    return d

def truthy_results():
    out = []
    for result in (1, "yes", [0], [], 0, None):
        try:
            with Reporter("r", result):
                1 / 0
            out.append("suppressed by %r" % (result,))
        except ZeroDivisionError:
            out.append("raised with %r" % (result,))
    return out

def parenthesised():
    with (Reporter("p1") as one,
          Reporter("p2") as two,):
        return one + two

def return_passes_through_exit():
    with Reporter("ret"):
        return "returned"

def exit_replaces_exception():
    class Replacer:
        def __enter__(self):
            return self

        def __exit__(self, *info):
            raise RuntimeError("from exit")
    try:
        with Replacer():
            raise ValueError("original")
    except RuntimeError as e:
        return repr(e), repr(e.__context__)

def missing_exit():
    class NoExit:
        def __enter__(self):
            return self
    with NoExit():
        pass

def missing_enter():
    class NoEnter:
        def __exit__(self, *info):
            pass
    with NoEnter():
        pass

def not_a_manager():
    with 5:
        pass

def enter_raises():
    class Fails:
        def __enter__(self):
            raise OSError("cannot enter")

        def __exit__(self, *info):
            print("never called")
    with Reporter("outer"), Fails():
        pass

def break_and_continue():
    done = []
    for i in range(3):
        with Reporter("loop%d" % i):
            if i == 0:
                continue
            if i == 2:
                break
            done.append(i)
    return done

for thunk in (suppressed, not_suppressed, clean_exit, truthy_results, parenthesised,
              return_passes_through_exit, exit_replaces_exception, missing_exit, missing_enter,
              not_a_manager, enter_raises, break_and_continue):
    check(thunk)
