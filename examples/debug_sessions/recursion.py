# A sample for linedebug: two recursive functions, so breakpoints by function
# name hit at several depths and `where` shows a deep stack.


def factorial(n):
    if n <= 1:
        return 1
    return n * factorial(n - 1)


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def report(name, value):
    print("%s = %d" % (name, value))


report("factorial(4)", factorial(4))
report("fib(5)", fib(5))
