# Properties (getter, setter, deleter) and __getattr__: Python code run by
# attribute access, with no CALL of their own.
class Temperature:
    def __init__(self, celsius):
        self._c = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        self._c = value

    @property
    def fahrenheit(self):
        return self.celsius * 9 / 5 + 32

    def __getattr__(self, name):
        return "no " + name


def main():
    t = Temperature(20)
    print(t.celsius, t.fahrenheit)
    t.celsius = 30
    print(t.fahrenheit, t.kelvin, t.rankine)
    for i in range(5):
        t.celsius = i
        print(t.fahrenheit)


main()
