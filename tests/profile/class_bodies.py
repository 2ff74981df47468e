# Class bodies are code run by __build_class__: a builtin that calls Python
# code. Nested classes and a metaclass's __new__ / __init__.
class Meta(type):
    def __new__(mcs, name, bases, namespace):
        namespace["tag"] = name.lower()
        return super().__new__(mcs, name, bases, namespace)

    def __init__(cls, name, bases, namespace):
        super().__init__(name, bases, namespace)
        cls.registered = True


class Base(metaclass=Meta):
    x = 1

    class Inner:
        y = 2


class Derived(Base):
    z = Base.x + 1


def make_class(n):
    class Local:
        value = n

        def get(self):
            return self.value

    return Local


def main():
    print(Base.tag, Derived.tag, Derived.registered, Base.Inner.y, Derived.z)
    print([make_class(i)().get() for i in range(3)])


main()
