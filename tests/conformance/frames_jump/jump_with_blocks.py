# Jumping out of with blocks leaves without calling __exit__; jumping
# within a block, or back to before it, is allowed; into it is not.
from _jumptools import jump_test

calls = []


class Manager:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        calls.append("enter " + self.name)
        return self

    def __exit__(self, *exc):
        calls.append("exit " + self.name)
        return False


def one():
    with Manager("a"):
        first = 1
        second = 2
    after = 3
    return "end"


def two():
    with Manager("outer"):
        with Manager("inner"):
            body = 1
        between = 2
    return "end"


for function, start, target in [(one, 2, 4), (one, 3, 2), (one, 2, 1), (one, 4, 2),
                                (two, 3, 4), (two, 3, 5), (two, 4, 1), (two, 1, 3)]:
    calls.clear()
    jump_test(function, start, target)
    print("   ", calls)
