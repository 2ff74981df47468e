# Jumps in and around loops: out of for loops (the iterator is dropped),
# to a for line (a new iterator), out of nested loops, out of while loops,
# and into a loop body (refused).
from _jumptools import jump_test


def one_loop():
    out = []
    for i in range(3):
        out.append(i)
    out.append("done")
    return out


jump_test(one_loop, 1, 3)
jump_test(one_loop, 3, 1)
jump_test(one_loop, 3, 4)
jump_test(one_loop, 3, 2)
jump_test(one_loop, 4, 2)
jump_test(one_loop, 2, 4, occurrence=2)


def nested():
    out = []
    for i in range(2):
        for j in range(2):
            out.append((i, j))
        out.append("inner done")
    return out


jump_test(nested, 4, 2)
jump_test(nested, 4, 3)
jump_test(nested, 4, 5)
jump_test(nested, 4, 6)
jump_test(nested, 5, 4)


def while_loop():
    n = 0
    while n < 5:
        n += 1
        if n == 3:
            break
    else:
        n = -1
    return n


jump_test(while_loop, 3, 7)
jump_test(while_loop, 3, 8)
jump_test(while_loop, 8, 2)
