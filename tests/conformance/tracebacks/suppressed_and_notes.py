# "from None", a manually set __cause__ and __suppress_context__, and notes
# on chained exceptions.
import sys


def show(thunk):
    try:
        thunk()
    except Exception as error:
        sys.excepthook(type(error), error, error.__traceback__)


def hidden_context():
    try:
        {}["key"]
    except KeyError:
        raise AttributeError("no such setting") from None


def manual_cause():
    error = ValueError("outer")
    error.__cause__ = TypeError("set by hand")
    raise error


def suppressed_by_hand():
    try:
        1 / 0
    except ZeroDivisionError:
        error = RuntimeError("context hidden")
        error.__suppress_context__ = True
        raise error


def with_notes():
    try:
        [][0]
    except IndexError as error:
        error.add_note("while reading the first row")
        new = LookupError("empty table")
        new.add_note("table: users")
        new.add_note("hint: load it first")
        raise new from error


for thunk in (hidden_context, manual_cause, suppressed_by_hand, with_notes):
    show(thunk)
print("done")
