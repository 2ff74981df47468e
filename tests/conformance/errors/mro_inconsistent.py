# Bases listed in an order that has no consistent MRO.

class Animal:
    pass

class Dog(Animal):
    pass

print([c.__name__ for c in Dog.__mro__])

class Puppy(Animal, Dog):
    pass
