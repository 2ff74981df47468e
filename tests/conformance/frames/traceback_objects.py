# Traceback objects: tb_frame, tb_lineno, tb_lasti and tb_next along the
# frames an exception passed through; tb_next assignment and its checks;
# constructing one with types.TracebackType.
import sys
import types


def level3():
    raise KeyError("deep")


def level2():
    return level3()


def level1():
    try:
        level2()
    except KeyError:
        raise


try:
    level1()
except KeyError as e:
    tb = e.__traceback__

entries = []
t = tb
while t is not None:
    code = t.tb_frame.f_code
    entries.append((code.co_name, t.tb_lineno - level3.__code__.co_firstlineno, t.tb_lasti >= 0))
    t = t.tb_next
print(entries)
print(type(tb).__name__, tb.tb_frame is sys._getframe())
last = tb.tb_next.tb_next.tb_next
print(last.tb_next, last.tb_frame.f_code.co_name, dict(last.tb_frame.f_locals))

# tb_next can be changed, with checks.
second = tb.tb_next
tb.tb_next = None
print("cut:", tb.tb_next)
tb.tb_next = second
print("restored:", tb.tb_next is second)
for bad in [5, "x"]:
    try:
        tb.tb_next = bad
    except TypeError as e:
        print("bad tb_next:", e)
try:
    second.tb_next.tb_next = tb
except ValueError as e:
    print("loop:", e)
try:
    del tb.tb_next
except TypeError as e:
    print("del:", e)
for name in ["tb_frame", "tb_lineno", "tb_lasti"]:
    try:
        setattr(tb, name, 1)
    except AttributeError as e:
        print(name, "->", e)

# A traceback built by hand.
here = sys._getframe()
made = types.TracebackType(None, here, 10, 42)
print(made.tb_frame is here, made.tb_lasti, made.tb_lineno, made.tb_next)
chained = types.TracebackType(made, here, 0, 7)
print(chained.tb_next is made)
for args in [(None, None, 0, 0), ("x", here, 0, 0), (None, here, "a", 0)]:
    try:
        types.TracebackType(*args)
    except TypeError as e:
        print("bad:", e)
try:
    raise ValueError("with custom tb").with_traceback(made)
except ValueError as e:
    t = e.__traceback__
    print([x.tb_lineno for x in (t, t.tb_next)], t.tb_next is made)
