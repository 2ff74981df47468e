# Union types built with |: reprs, args, flattening and de-duplication.
u = int | str
print(u)
print(type(u).__name__, type(u).__module__)
print(u.__args__)
print(int | None)
print((int | None).__args__)
print(None | int)
print(int | str | float)
print((int | str) | (str | float))
print((int | str).__args__ == (int, str))
print(int | int)
print((int | int) is int)
print(str | str | str)
print(int | str | int)
print(list | dict | list)

class Point:
    pass

print(Point | None)
print(None | Point | int)
print(int | Point | str)
print(len((int | str | bytes | None).__args__))
print([a.__name__ for a in (int | str | None).__args__])
print(bool | int)
print(type(None) | int)
print((type(None) | int).__args__)
print(repr(int | str) == str(int | str))
