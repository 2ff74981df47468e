# Mutual recursion: each function is both caller and callee of the other.
def is_even(n):
    return True if n == 0 else is_odd(n - 1)


def is_odd(n):
    return False if n == 0 else is_even(n - 1)


def ping(n):
    if n > 0:
        pong(n - 1)


def pong(n):
    if n > 0:
        pang(n - 1)


def pang(n):
    if n > 0:
        ping(n - 1)


def main():
    print([is_even(i) for i in range(8)])
    ping(20)
    pang(7)
    print(is_odd(15))


main()
