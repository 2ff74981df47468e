# Jumps from and into lines inside multi-line expressions and
# comprehensions: values pushed on the stack for the expression are popped
# when leaving it, and the stack a line needs must be there to enter it.
from _jumptools import jump_test


def calls():
    r = len(
        "ab")
    t = (r,
         "x")
    q = [].count(
        1)
    return r, t, q


jump_test(calls, 2, 4)
jump_test(calls, 6, 4)
jump_test(calls, 1, 2)
jump_test(calls, 2, 1)
jump_test(calls, 2, 7)


def comprehension():
    data = [1, 2]
    result = [x * 2
              for x in data
              if x]
    return result


jump_test(comprehension, 4, 2)
jump_test(comprehension, 1, 4)
jump_test(comprehension, 3, 5)
jump_test(comprehension, 3, 5, occurrence=2)
