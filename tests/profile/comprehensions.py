# Comprehensions (inlined into their function in 3.13: no calls of their
# own) calling functions, nested, with conditions.
def f(x):
    return x + 1


def keep(x):
    return x % 2 == 0


def main():
    print([f(x) for x in range(5)])
    print({x: f(x) for x in range(3)})
    print({f(x) for x in range(4) if keep(x)})
    print([[f(i) * j for j in range(2)] for i in range(3)])
    matrix = [[i * 3 + j for j in range(3)] for i in range(3)]
    print([row[i] for i, row in enumerate(matrix) if keep(row[i])])


print([f(y) for y in range(2)])
main()
