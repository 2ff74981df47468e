# Class methods and static methods, called on classes and instances.
class Counter:
    made = 0

    def __init__(self):
        Counter.bump()

    @classmethod
    def bump(cls):
        cls.made += 1
        return cls.made

    @classmethod
    def create(cls, n):
        return [cls() for _ in range(n)]

    @staticmethod
    def double(x):
        return x * 2

    @staticmethod
    def helper():
        return Counter.double(21)


class Sub(Counter):
    @classmethod
    def create(cls, n):
        return super().create(n + 1)


def main():
    Counter.create(3)
    Sub.create(2)
    c = Counter()
    print(Counter.made, c.double(4), Counter.helper(), c.helper())


main()
