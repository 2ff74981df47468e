# Tracebacks of SyntaxErrors raised by compile/exec/eval (with their caret
# line), of lines indented with tabs or holding wide characters, of calls
# and subscripts that span several lines, and of exceptions whose str()
# fails.
import sys


def show(thunk):
    try:
        thunk()
    except BaseException as error:
        sys.excepthook(type(error), error, error.__traceback__)


show(lambda: compile("x = (1,\n  2 +)", "<src>", "exec"))
show(lambda: exec("if True:\n  x = 1\n    y = 2"))
show(lambda: eval("'unterminated"))
show(lambda: compile("a b", "<f>", "eval"))


def wide_characters():
    return {"ключ": 1}["ключ"] + {"日本語": 2}["日本"]


def tabs():
	x = 1
	return x + None


def spanning_call():
    return max(
        1,
        "a",
    )


def spanning_subscript():
    data = {"a": {"b": 1}}
    return data["a"][
        "c"
    ]


class BadStr(Exception):
    def __str__(self):
        raise ValueError("no str")


def bad_str():
    raise BadStr()


def decorate(function):
    def wrapper(*args):
        return function(*args)
    return wrapper


@decorate
def decorated(x):
    return x[0]


def exit_fails():
    class Manager:
        def __enter__(self):
            return self

        def __exit__(self, *info):
            raise RuntimeError("exit failed")
    with Manager():
        raise ValueError("body")


def close_fails():
    def generator():
        try:
            yield 1
        finally:
            raise ValueError("in finally on close")
    iterator = generator()
    next(iterator)
    iterator.close()


for thunk in (wide_characters, tabs, spanning_call, spanning_subscript, bad_str,
              lambda: decorated(5), exit_fails, close_fails):
    show(thunk)
show(lambda: sys.exit(3))
print("done")
