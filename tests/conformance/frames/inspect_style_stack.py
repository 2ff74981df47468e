# What inspect.stack() and traceback.extract_stack() do, written on frame
# objects: walk f_back, read f_code, f_lineno and f_locals at each level.
import sys


def stack_summary(start):
    rows = []
    frame = start
    while frame is not None and frame.f_code.co_name != "<module>":
        code = frame.f_code
        rows.append("%s:%d %s" % (code.co_qualname, frame.f_lineno - code.co_firstlineno,
                                  sorted(k for k in frame.f_locals if not k.startswith("_"))))
        frame = frame.f_back
    return rows


class Service:
    def handle(self, request):
        token = request.upper()
        return self._dispatch(token)

    def _dispatch(self, token):
        steps = [token]
        return helper(steps)


def helper(steps):
    return stack_summary(sys._getframe())


for row in Service().handle("ping"):
    print(row)


def caller_name():
    return sys._getframe(2).f_code.co_name


def who_called_me():
    return caller_name()


def some_function():
    return who_called_me()


print(some_function())


def trace_values(*names):
    caller = sys._getframe(1)
    return {name: caller.f_locals.get(name, "<unset>") for name in names}


def compute(x):
    y = x * 2
    z = y + 1
    return trace_values("x", "y", "z", "w")


print(compute(5))


def walk_generators():
    def inner_gen():
        yield stack_summary(sys._getframe())

    def outer_gen():
        yield from inner_gen()

    return next(outer_gen())


for row in walk_generators():
    print(row)
