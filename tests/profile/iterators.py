# Iterator classes: __iter__ and __next__ run by for loops and by builtins
# (list, zip, enumerate, sum).
class Countdown:
    """Counts from `start` down to 1, in steps of `step`."""

    def __init__(self, start, step=1):
        self.left = start
        self.step = step

    def __iter__(self):
        return self

    def __next__(self):
        value = self.left
        if value < 1:
            raise StopIteration
        self.left = value - self.step
        return value


class Repeat:
    def __init__(self, value, times):
        self.value = value
        self.times = times

    def __iter__(self):
        for _ in range(self.times):
            yield self.value


def main():
    for n in Countdown(3):
        print(n)
    print(list(Countdown(4)), sum(Countdown(5)))
    print(list(zip(Countdown(2), Repeat("x", 3))))
    print(list(enumerate(Repeat("y", 2))))


main()
