# Generator expressions, consumed by builtins and partially.
def values(n):
    return list(range(n))


def main():
    data = values(20)
    print(sum(x * x for x in data))
    print(any(x > 15 for x in data))
    print(all(x >= 0 for x in data))
    print(min(x % 7 for x in data), max(-x for x in data))
    gen = (x + 1 for x in data)
    print(next(gen), next(gen))
    print(list(y for y in (x * 2 for x in data) if y % 3 == 0))
    print(dict((k, k * 2) for k in range(4)))


main()
