# Lambdas called by builtins (map, filter, sorted) and directly.
square = lambda x: x * x
add = lambda a, b: a + b


def apply(f, values):
    return [f(v) for v in values]


def main():
    print(list(map(square, range(5))))
    print(list(filter(lambda x: x % 2, range(9))))
    print(apply(square, [3, 4]))
    print(apply(lambda v: add(v, 1), [1, 2, 3]))
    pairs = [(1, "b"), (2, "a"), (0, "c")]
    print(sorted(pairs, key=lambda p: p[1]))
    compose = lambda f, g: lambda x: f(g(x))
    print(compose(square, lambda x: x + 1)(3))


main()
