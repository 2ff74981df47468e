# Generators left suspended, closed early, and thrown into.
def numbers():
    n = 0
    while True:
        yield n
        n += 1


def guarded():
    try:
        yield 1
        yield 2
    finally:
        print("closing")


def catcher():
    while True:
        try:
            yield "ready"
        except ValueError as error:
            print("caught", error)


def take(gen, count):
    return [next(gen) for _ in range(count)]


def main():
    gen = numbers()
    print(take(gen, 5))
    print(next(gen))
    g = guarded()
    print(next(g))
    g.close()
    c = catcher()
    next(c)
    print(c.throw(ValueError("x")))
    c.close()
    for x in numbers():
        if x > 3:
            break
    print("done")


main()
