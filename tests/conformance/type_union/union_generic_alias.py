# Unions with generic aliases (list[int] | None) and in annotations.
print(list[int] | None)
print(None | dict[str, int])
print(list[int] | dict[str, list[int]] | None)
print((list[int] | None).__args__)
print(int | list[int])
print(list[int] | int)
print(tuple[int, ...] | None)
print(type(list[int] | None).__name__)

def f(x: int | None = None, y: list[str] | None = None) -> dict[str, int] | None:
    return None

ann = f.__annotations__
for key in ann:
    print(key, ann[key])

class Record:
    name: str | None
    tags: list[str] | tuple[str, ...]
    size: int | float = 0

for key, value in Record.__annotations__.items():
    print(key, value, type(value).__name__)
print(isinstance([], list | None))
print(isinstance(None, list | None))
try:
    isinstance([], list[int] | None)
except TypeError as e:
    print('TypeError', e)
