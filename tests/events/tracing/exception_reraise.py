# Re-raising: a bare raise in an except clause, raise ... from ..., and an
# exception passing through a finally clause each report an exception event
# in the frame where they are raised again.
import sys
sys.path.insert(0, "..")
import _tracetool

def bare():
    try:
        raise KeyError("k")
    except KeyError:
        raise


def chained():
    try:
        bare()
    except KeyError as error:
        raise ValueError("v") from error


def through_finally():
    try:
        chained()
    finally:
        print("finally")


def top():
    try:
        through_finally()
    except ValueError as error:
        return type(error.__cause__).__name__


print(_tracetool.traced(top))
