# isinstance and issubclass accept unions, including those with None.
print(isinstance(1, int | str))
print(isinstance('a', int | str))
print(isinstance(1.5, int | str))
print(isinstance(None, int | None))
print(isinstance(None, int | str))
print(isinstance(True, int | str))
print(issubclass(bool, int | str))
print(issubclass(float, int | str))
print(issubclass(type(None), int | None))

class Animal:
    pass

class Dog(Animal):
    pass

class Car:
    pass

print(isinstance(Dog(), Animal | Car))
print(isinstance(Car(), Animal | int))
print(issubclass(Dog, Car | Animal))
print(issubclass(Car, Dog | int))
print(isinstance(3, (str, int | float)))
print(isinstance(3.0, (str, int | float)))
print(isinstance([], (str, int | float)))
alias = int | str | None
for value in [0, '', None, 1.0, [], (), b'']:
    print(repr(value), isinstance(value, alias))
try:
    issubclass(1, int | str)
except TypeError as e:
    print('TypeError', e)
