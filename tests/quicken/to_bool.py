# Truth tests (TO_BOOL before a conditional jump or `not`): TO_BOOL_BOOL,
# _INT (small ints), _NONE, _LIST and _STR, one site each. Another type at a
# site is a miss and the generic code asks the object (a big int, a tuple
# at the list site, an object with __bool__); a site that only sees dicts is
# not specialized.
from _golden import repeat, show, show_before


def tally(flag, count, nothing, items, text):
    total = 0
    if flag:
        total += 1
    if count:
        total += 10
    if nothing:
        total += 100
    if items:
        total += 1000
    if text:
        total += 10000
    return total


def is_empty(mapping):
    return not mapping


class Falsy:
    def __bool__(self):
        return False


show_before(tally)
print(tally(True, 3, None, [1], "x"), tally(False, 0, None, [], ""))
show("tally after two calls", tally)
print(tally(False, 2**70, None, (1,), "y"), tally(Falsy(), -1, None, (), Falsy()))
show("tally after a big int, tuples and objects with __bool__ (misses)", tally)
print(repeat(5, is_empty, {}), is_empty({1: 2}))
show("is_empty after six calls with dicts (stays generic)", is_empty)
