# __traceback__: the chain of tb objects and their line numbers.

def inner():
    raise ValueError("deep")            # line 4

def middle():
    inner()                             # line 7

def outer():
    middle()                            # line 10

try:
    outer()                             # line 13
except ValueError as e:
    tb = e.__traceback__
    entries = []
    while tb is not None:
        entries.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    print(entries)

# Re-raising keeps adding frames as the exception travels outward
def reraiser():
    try:
        inner()                         # line 25
    except ValueError:
        raise                           # line 27

try:
    reraiser()                          # line 30
except ValueError as e:
    tb = e.__traceback__
    lines = []
    while tb:
        lines.append(tb.tb_lineno)
        tb = tb.tb_next
    print(lines)

# A caught and stored exception keeps its traceback
saved = None
try:
    [][5]                               # line 42
except IndexError as e:
    saved = e
print(saved.__traceback__.tb_lineno, saved.__traceback__.tb_next)

# with_traceback(None) clears it before a new raise
try:
    try:
        inner()
    except ValueError as e:
        raise e.with_traceback(None)    # line 52
except ValueError as e:
    tb = e.__traceback__
    print(tb.tb_lineno, tb.tb_next)

# The traceback of an exception from a generator includes the generator frame
def gen():
    yield 1
    raise KeyError("in generator")      # line 60

try:
    for _ in gen():                     # line 63
        pass
except KeyError as e:
    tb = e.__traceback__
    names = []
    while tb:
        names.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    print(names)

# Lambdas and comprehensions show up with their names
try:
    (lambda: [1 / x for x in (1, 0)])() # line 75
except ZeroDivisionError as e:
    tb = e.__traceback__
    names = []
    while tb:
        names.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    print(names)
