# Reprs of unions of nested, local and builtin classes.
class Outer:
    class Inner:
        pass

def make():
    class Local:
        pass
    return Local

Local = make()
print(Outer | Outer.Inner)
print(Outer.Inner | None)
print(Local | int)
print(int | float | complex | bool)
print(type | object)
print(BaseException | Exception | ValueError)
print(range | slice | None)
values = [int, str, None, float, Outer]
u = values[0]
for v in values[1:]:
    u = u | v
    print(u)
print(len(u.__args__))
print([getattr(a, '__qualname__', a) for a in u.__args__])
