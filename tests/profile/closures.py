# Nested functions, closures over cells, nonlocal, and decorators.
def make_counter():
    count = 0

    def increment(step=1):
        nonlocal count
        count += step
        return count

    return increment


def logged(function):
    def wrapper(*args):
        result = function(*args)
        print("called", function.__name__, args, "->", result)
        return result

    return wrapper


@logged
def add(a, b):
    return a + b


@logged
def scale(v):
    return v * 10


def adder(n):
    def add_n(x):
        return x + n
    return add_n


def main():
    counter = make_counter()
    for _ in range(4):
        counter()
    print(counter(10))
    add(1, 2)
    scale(add(3, 4))
    print([adder(i)(i) for i in range(3)])


main()
