# f_locals of frames with cells and free variables: the cell's contents
# appear under the variable's name, in localsplus order (arguments and
# locals, then cells, then free variables), and writes go into the cell.
import sys


def outer(arg):
    captured = "c"
    plain = "p"

    def middle():
        nonlocal captured
        inner_only = 1

        def inner():
            return captured, arg

        p = sys._getframe().f_locals
        print("middle keys:", list(p))
        p["captured"] = "written by middle"
        return inner

    p = sys._getframe().f_locals
    print("outer keys:", list(p))
    inner = middle()
    print("after middle:", captured, inner())
    p["arg"] = "new arg"
    print("arg cell:", arg, inner())
    return p


outer("argument")


def unbound_cell():
    def later():
        return value
    p = sys._getframe().f_locals
    print("unbound cell listed:", "value" in p, list(p))
    p["value"] = "set through proxy"
    print(later())
    value = "plain assignment"
    print(later(), p["value"])


unbound_cell()


class Base:
    def method(self):
        __class__
        p = sys._getframe().f_locals
        return list(p), p["__class__"].__name__


print(Base().method())


def lambdas():
    x = 1
    f = lambda: (x, sorted(sys._getframe().f_locals))
    return f()


print(lambdas())
