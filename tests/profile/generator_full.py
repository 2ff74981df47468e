# Generators consumed to the end: every resumption is a call, as in CPython.
def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1


def squares(n):
    for x in count_up(n):
        yield x * x


def chain(*gens):
    for g in gens:
        yield from g


def main():
    total = 0
    for x in count_up(10):
        total += x
    print(total)
    print(list(squares(6)))
    print(sum(count_up(100)))
    print(list(chain(count_up(3), squares(3))))
    print(sorted(count_up(5), reverse=True))


main()
