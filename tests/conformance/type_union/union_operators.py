# type.__or__/__ror__, operands that cannot form a union, and metaclasses.
print(type.__or__(int, str))
print(type.__ror__(int, str))
print(int.__class__.__or__(int, None))
print(type.__or__(int, 3))
print(type.__ror__(int, 'x'))
for left, right in [(int, 3), (int, 'x'), (3, int), ('y', str), (int, [int])]:
    try:
        print(left | right)
    except TypeError as e:
        print('TypeError', e)

class Meta(type):
    pass

class WithMeta(metaclass=Meta):
    pass

print((WithMeta | int).__args__[0].__name__)
print(int | WithMeta)

class OrMeta(type):
    def __or__(cls, other):
        return 'custom or'

    def __ror__(cls, other):
        return 'custom ror'

class Custom(metaclass=OrMeta):
    pass

print(Custom | int)
print(int | Custom)
u = int | str
print(u | None)
print(None | u)
print(u | float | bytes)
print(u.__or__(float))
print(u.__ror__(float))
print(u.__or__(5))
print(u.__parameters__)
try:
    u[int]
except TypeError as e:
    print('TypeError', e)
try:
    u.something
except AttributeError as e:
    print('AttributeError', e)
try:
    type(u)()
except TypeError as e:
    print('TypeError', e)
