import sys
def show(thunk):
    try:
        thunk()
    except BaseException as error:
        sys.excepthook(type(error), error, error.__traceback__)
def wide():
    raise ExceptionGroup("wide", [ValueError(i) for i in range(20)])
show(wide)
def deep():
    eg = ValueError("leaf")
    for i in range(13):
        eg = ExceptionGroup("level %d" % i, [eg])
    raise eg
show(deep)
def cycle():
    a = ValueError("a")
    b = KeyError("b")
    a.__context__ = b
    b.__context__ = a
    raise a
show(cycle)
def cause_without_tb():
    raise ValueError("outer") from KeyError("never raised")
show(cause_without_tb)
def group_with_notes():
    e = ExceptionGroup("notes", [ValueError(1)])
    e.add_note("group note")
    e.exceptions[0].add_note("leaf note")
    raise e
show(group_with_notes)
def group_chained():
    try:
        raise TypeError("ctx")
    except TypeError:
        raise ExceptionGroup("chained", [ValueError(1)])
show(group_chained)
def nested_in_chain():
    try:
        raise ExceptionGroup("inner", [KeyError("k")])
    except ExceptionGroup as e:
        raise RuntimeError("wrapper") from e
show(nested_in_chain)
class BadRepr(Exception):
    def __repr__(self):
        raise ValueError
    def __str__(self):
        return "ok str"
show(lambda: (_ for _ in ()).throw(BadRepr()))
def non_str_note():
    e = ValueError("v")
    e.__notes__ = ["fine", 5, "after"]
    raise e
show(non_str_note)
def notes_not_list():
    e = ValueError("v")
    e.__notes__ = "a string"
    raise e
show(notes_not_list)
def base_group():
    raise BaseExceptionGroup("base", [KeyboardInterrupt(), ValueError(2)])
show(base_group)
def long_message():
    raise ValueError("line one\nline two\n  indented")
show(long_message)
def fstring_err():
    x = None
    return f"{x.attr}"
show(fstring_err)
def long_source_line():
    values = {"a": 1}; total = values["a"] + values["b"] + values["a"] + values["a"] + values["a"] + 1
show(long_source_line)
def unicode_carets():
    s = "é"; return s + 1
show(unicode_carets)
