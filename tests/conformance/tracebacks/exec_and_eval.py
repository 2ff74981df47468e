# Tracebacks through code run by exec and eval: "<string>" frames have no
# source line to show.
import sys


def show(thunk):
    try:
        thunk()
    except Exception as error:
        sys.excepthook(type(error), error, error.__traceback__)


source = """
def helper(x):
    return x.missing_attribute

helper(5)
"""
show(lambda: exec(source, {}))
show(lambda: eval("1 + [][0]"))
show(lambda: eval(compile("undefined_name * 2", "<calc>", "eval")))
namespace = {}
exec("def f(a):\n    return a / 0\n", namespace)
show(lambda: namespace["f"](3))
print("done")
exec("raise KeyError('from exec at top level')")
