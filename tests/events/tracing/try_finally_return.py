# A return inside try with a finally clause: the finally's lines run after
# the return line and the return event names the return's line; a return
# inside the finally overrides the first one.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    try:
        return "from try"
    finally:
        print("finally of f")


def g():
    try:
        return "from try"
    finally:
        return "from finally"


def top():
    return f(), g()


print(_tracetool.traced(top))
