# Exceptions raised by __del__ methods and generator finally blocks at exit
# are reported ("Exception ignored in: ...") and do not stop the other
# finalizers or change the exit status.


class Fragile:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)
        raise RuntimeError("failed in " + self.name)


class Quiet:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


def stubborn():
    try:
        yield 1
    finally:
        yield 2


def raising():
    try:
        yield 1
    finally:
        print("raising finally")
        raise ValueError("from finally")


a = Fragile("a")
b = Quiet("b")
g1 = stubborn()
next(g1)
g2 = raising()
next(g2)
c = [Fragile("in list"), Quiet("in list too")]
z = Fragile("z")
print("end of program")
