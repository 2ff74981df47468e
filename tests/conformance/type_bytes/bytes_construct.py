# bytes(): every form of the constructor and its errors.
print(bytes(), bytes(0), bytes(3), bytes([1, 2, 255]), bytes(range(5)))
print(bytes((65, 66)), bytes(b'abc'), bytes(bytearray(b'xy')), bytes(memoryview(b'mv')))
print(bytes('abc', 'ascii'), bytes('h\xe9', 'latin-1'), bytes('h\xe9', 'utf-8'))
print(bytes('h\xe9', encoding='utf-8', errors='strict'), bytes('h\xe9x', 'ascii', 'ignore'))
print(bytes('h\xe9x', 'ascii', 'replace'), bytes('h\xe9x', 'ascii', 'backslashreplace'))
print(bytes(x * 2 for x in range(4)), bytes({7: 'a'}), bytes(True))


class WithBytes:
    def __bytes__(self):
        return b'from dunder'


class BadBytes:
    def __bytes__(self):
        return 'not bytes'


class Index:
    def __index__(self):
        return 4


print(bytes(WithBytes()), bytes(Index()), b'x'.__bytes__(), type(b'x'.__bytes__()))
for args in [('abc',), (-1,), ([256],), ([-1],), (['a'],), (1.5,), (None,), (BadBytes(),),
             ('abc', 'bogus'), (b'abc', 'utf-8'), (1, 'utf-8'), ('\xe9', 'ascii')]:
    try:
        print(bytes(*args))
    except Exception as e:
        print(type(e).__name__, e)
try:
    bytes(errors='strict')
except Exception as e:
    print(type(e).__name__, e)


class Sub(bytes):
    pass


s = Sub(b'abc')
print(type(s).__name__, s, s == b'abc', type(s + b'd').__name__, type(s[:1]).__name__)
print(len(bytes(1000)), bytes(10).count(0))
