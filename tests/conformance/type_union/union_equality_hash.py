# Union equality and hashing ignore member order; unions are usable as keys.
a = int | str
b = str | int
print(a == b, a != b)
print(hash(a) == hash(b))
print((int | str | float) == (float | int | str))
print((int | str) == (int | float))
print((int | str) == int)
print((int | str) == (int, str))
print((int | None) == (None | int))
d = {}
d[int | str] = 'first'
d[str | int] = 'second'
print(len(d), d[int | str])
s = {int | str, str | int, int | float}
print(len(s))
print((int | str) in [str | int])
print((int | str).__args__, (str | int).__args__)
print((int | str | int) == (int | str))
print((bytes | None) == (None | bytes))
print((list[int] | None) == (None | list[int]))
print((list[int] | list[str]) == (list[str] | list[int]))
print((list[int] | list[int]))
print((int | list[int] | list[int]).__args__)
