# An exception passes through several frames (unwinding each) before the
# module level catches it; then one more is left uncaught... by a function
# that re-raises from an except block.
def d(n):
    raise KeyError(n)


def c(n):
    return d(n)


def b(n):
    try:
        return c(n)
    except KeyError:
        raise ValueError("wrapped %d" % n)


def a(n):
    return b(n)


def main():
    for i in range(3):
        try:
            a(i)
        except ValueError as error:
            print(error)


main()
