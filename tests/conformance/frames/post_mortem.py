# A post-mortem walk over a traceback, as a debugger's "where" does: each
# entry's frame, the line it was at, and its variables as they were when
# the exception passed.
import sys


def parse(text):
    fields = text.split(",")
    return [convert(field) for field in fields]


def convert(field):
    cleaned = field.strip()
    return int(cleaned)


def load(rows):
    results = []
    for number, row in enumerate(rows):
        results.append(parse(row))
    return results


try:
    load(["1, 2", "3, four"])
except ValueError as error:
    tb = error.__traceback__
    print(type(error).__name__, error)
    while tb is not None:
        frame = tb.tb_frame
        code = frame.f_code
        if code.co_name != "<module>":
            shown = {k: v for k, v in frame.f_locals.items() if not k.startswith(".")}
            print("%s line+%d: %s" % (code.co_name, tb.tb_lineno - code.co_firstlineno, shown))
        tb = tb.tb_next

# A frame's f_lineno moves on after the traceback entry was made, the
# entry's tb_lineno does not.
def two_steps():
    try:
        raise KeyError("first")
    except KeyError as e:
        entry = e.__traceback__
    marker = sys._getframe().f_lineno - two_steps.__code__.co_firstlineno
    return entry, marker


entry, marker = two_steps()
print(entry.tb_lineno - two_steps.__code__.co_firstlineno, marker,
      entry.tb_frame.f_lineno - two_steps.__code__.co_firstlineno)


# Chained exceptions: each has its own traceback over the same frames.
def chained():
    try:
        {}["missing"]
    except KeyError:
        raise RuntimeError("wrapped")


try:
    chained()
except RuntimeError as e:
    outer_tb = e.__traceback__.tb_next
    inner_tb = e.__context__.__traceback__
    print(outer_tb.tb_frame is inner_tb.tb_frame,
          outer_tb.tb_lineno - chained.__code__.co_firstlineno,
          inner_tb.tb_lineno - chained.__code__.co_firstlineno)
