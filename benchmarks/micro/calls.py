# The call-cost microbenchmark of `make bench-count`: a loop making ten
# Python-to-Python calls with two positional arguments per iteration. The
# harness counts the instructions of a run with N iterations and of a run
# with none, and divides the difference by 10 * N: the machine instructions
# one call costs, with a tenth of the loop's own bookkeeping included.
import sys


def callee(a, b):
    return a


def run(n):
    i = 0
    while i < n:
        callee(i, 2)
        callee(i, 2)
        callee(i, 2)
        callee(i, 2)
        callee(i, 2)
        callee(i, 2)
        callee(i, 2)
        callee(i, 2)
        callee(i, 2)
        callee(i, 2)
        i += 1


run(int(sys.argv[1]))
