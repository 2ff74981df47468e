# Deep recursion, returning and unwinding through hundreds of frames.
import sys

sys.setrecursionlimit(2000)


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


def explode(n):
    if n == 0:
        raise OverflowError("bottom")
    return explode(n - 1)


def walk(tree):
    if isinstance(tree, int):
        return tree
    return sum(walk(child) for child in tree)


def build(level):
    return 1 if level == 0 else [build(level - 1), build(level - 1)]


def main():
    print(depth(500))
    try:
        explode(300)
    except OverflowError as error:
        print(error)
    print(walk(build(8)))


main()
