# Branches whose jumps are too long for one argument byte (EXTENDED_ARG
# prefixes): LEFT and RIGHT report the branch instruction itself and the
# same destinations.
import sys
sys.path.insert(0, "..")
import _lrtool


def long_body(flag, n):
    x = 0
    for i in range(n):
        if flag:
            x = (x
                 - 1 + 2 - 3 + 4 - 5 + 6 - 7 + 8 - 9 + 1 - 2 + 3 - 4 + 5 - 6 + 7 - 8 + 9 - 1 + 2
                 - 3 + 4 + 5 - 6 + 7 + 8 - 9 + 1 + 2 - 3 + 4 + 5 - 6 + 7 + 8 - 9 + 1 + 2 - 3 + 4
                 - 5 + 6 + 7 + 8 - 9 + 1 + 2 + 3 - 4 + 5 + 6 + 7 - 8 + 9 + 1 + 2 - 3 + 4 + 5 + 6
                 - 7 + 8 + 9 + 1 + 2 - 3 + 4 + 5 + 6 + 7 - 8 + 9 + 1 + 2 + 3 - 4 + 5 + 6 + 7 + 8
                 - 9 + 1 + 2 + 3 + 4 + 5 - 6 + 7 + 8 + 9 + 1 + 2 - 3 + 4 + 5 + 6 + 7 + 8 - 9 + 1
                 - 2 + 3 + 4 + 5 + 6 + 7 + 8 - 9 + 1 + 2 + 3 + 4 + 5 + 6 - 7 + 8 + 9 + 1 + 2 + 3
                 - 4 + 5 + 6 + 7 + 8 + 9 + 1 + 2 - 3 + 4 + 5 + 6 + 7 + 8 + 9 + 1 - 2 + 3 + 4 + 5
                 - 6 + 7 + 8 + 9 + 1 + 2 + 3 + 4 + 5 - 6 + 7 + 8 + 9 + 1 + 2 + 3 + 4 + 5 - 6 + 7)
        x = x - 1
    return x


_lrtool.start()
print(long_body(True, 2))
print(long_body(False, 1))
_lrtool.stop()
