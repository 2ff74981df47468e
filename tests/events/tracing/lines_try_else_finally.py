# The line events of a try statement with except, else and finally clauses
# on the path without an exception and on the path with one: which clause
# lines are reported, and the finally's lines on both paths.
import sys
sys.path.insert(0, "..")
import _tracetool

def f(fail):
    log = []
    try:
        log.append("try")
        if fail:
            raise KeyError
    except KeyError:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log


def top():
    return f(False), f(True)


print(_tracetool.traced(top))
