# bytearray(): the constructor forms, repr and errors.
print(bytearray(), bytearray(3), bytearray([1, 2, 255]), bytearray(b'abc'), bytearray(bytearray(b'x')))
print(bytearray('h\xe9', 'utf-8'), bytearray('abc', 'ascii'), bytearray('h\xe9x', 'ascii', 'ignore'))
print(bytearray(memoryview(b'mv')), bytearray(range(3)), bytearray(x for x in b'gen'), bytearray(True))
print(repr(bytearray(b'a\x00\'"')), str(bytearray(b'q')), len(bytearray(10)))
for args in [('abc',), (-1,), ([256],), (['a'],), (1.5,), (None,), ('abc', 'bogus'), (b'abc', 'utf-8'), (1, 'utf-8')]:
    try:
        print(bytearray(*args))
    except Exception as e:
        print(type(e).__name__, e)


class Sub(bytearray):
    pass


s = Sub(b'abc')
print(repr(s), type(s).__name__, s == b'abc', type(s + b'd').__name__, type(s[:1]).__name__, type(s.copy()).__name__)
b = bytearray(b'init')
b.__init__(b'again')
print(b)
b.__init__()
print(b, bytearray(b'abc').__alloc__() >= 4)
