# isinstance/issubclass with tuples and their errors, type() with one and
# three arguments, len and range errors, repr and str.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


class Animal:
    pass


class Dog(Animal):
    pass


check(lambda: isinstance(Dog(), Animal))
check(lambda: isinstance(1, (int, (str, float))))
check(lambda: isinstance(1, [int]))
check(lambda: isinstance(1, 2))
check(lambda: isinstance(1, (str, 5)))
check(lambda: isinstance(1, (int, 5)))
check(lambda: isinstance(1))
check(lambda: isinstance(True, int))
check(lambda: isinstance(Dog, type))
check(lambda: issubclass(Dog, (str, Animal)))
check(lambda: issubclass(bool, (str, int)))
check(lambda: issubclass(1, int))
check(lambda: issubclass(int, 1))
check(lambda: issubclass(int, (int, 5)))
check(lambda: issubclass(int, (str, 5)))
check(lambda: issubclass(Dog(), Animal))
check(lambda: issubclass(Dog, Dog))
check(lambda: type(1).__name__)
check(lambda: type(type).__name__)
check(lambda: type(1, 2))
check(lambda: type())
check(lambda: type("X", (), {}).__name__)
check(lambda: type("X", 1, {}))
check(lambda: type("X", (), 1))
check(lambda: type(1, (), {}))
check(lambda: type("X", (), {}, x=1))
check(lambda: type("X", (Dog,), {"legs": 4}).__mro__[1].__name__)
Point = type("Point", (), {"x": 0, "__repr__": lambda self: "Point(%d)" % self.x})
p = Point()
p.x = 3
print(p, Point.__name__, Point.__qualname__, Point.__module__, type(p) is Point)
check(lambda: len(5))
check(lambda: len())
check(lambda: len([1], [2]))
check(lambda: len(x=1))
check(lambda: len("héllo"))
check(lambda: range(1.5))
check(lambda: range())
check(lambda: range(1, 2, 3, 4))
check(lambda: range(0, 10, 0))
check(lambda: range(x=1))
check(lambda: range("3"))
check(lambda: list(range(10, 0, -3)))
check(lambda: len(range(0, 10 ** 20, 3)))
check(lambda: range(5)[-1])
check(lambda: range(5)[5])
check(lambda: repr())
check(lambda: repr(1, 2))
check(lambda: repr("q'uote"))
check(lambda: str(1, 2))
check(lambda: str(object=5))
check(lambda: str("x", encoding="utf-8"))


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


check(lambda: len(Sized(4)))
check(lambda: len(Sized(-1)))
check(lambda: len(Sized(2 ** 70)))
check(lambda: len(Sized("3")))
check(lambda: bool(Sized(0)))
