# Direct recursion: primitive calls and total calls differ ("N/M").
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    return rest + [[items[0]] + subset for subset in rest]


def main():
    print(fact(10), fact(1))
    print([fib(i) for i in range(12)])
    print(len(power_set([1, 2, 3, 4, 5])))


main()
