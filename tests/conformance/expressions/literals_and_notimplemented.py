# Constants (Ellipsis, NotImplemented), comparisons whose dunders all
# return NotImplemented, nested format specs, implicit concatenation and
# numeric literal forms.


def show(f):
    try:
        print(repr(f()))
    except BaseException as e:
        print(type(e).__name__, e)


def ellipsis_and_consts():
    return ..., Ellipsis is ..., type(...).__name__, repr(NotImplemented), bool(None)
show(ellipsis_and_consts)
def not_implemented_ops():
    class A:
        def __eq__(self, o): return NotImplemented
        def __lt__(self, o): return NotImplemented
    return A() == A(), A() != A()
show(not_implemented_ops)
def not_implemented_lt():
    class A:
        def __lt__(self, o): return NotImplemented
    return A() < A()
show(not_implemented_lt)
def nested_fstring_format():
    width = 6
    return [f"{i:>{width}}|{i:<{width - 2}}|" for i in (1, 22)]
show(nested_fstring_format)
def string_concat_implicit():
    return ("a" "b" f"{1}" 'c')
show(string_concat_implicit)
def numeric_literals():
    return 0b1010, 0o777, 0xDEAD_BEEF, 1_2.3_4e1_0, .5e-3, 1e0, 0.0e0, 00
show(numeric_literals)
