# bool cannot be subclassed.

print(issubclass(bool, int))

class Tristate(bool):
    pass
