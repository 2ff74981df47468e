# Equality with bytes and other views; hashing of read-only views.
a = memoryview(b'abc')
print(a == b'abc', a == bytearray(b'abc'), b'abc' == a, bytearray(b'abc') == a, a == memoryview(b'abc'))
print(a != b'abd', a == b'ab', a == 'abc', a == [97, 98, 99], a == a, a[::-1] == b'cba')
print(memoryview(bytearray(b'\x01\x00\x00\x00')).cast('i') == memoryview(bytearray(b'\x01\x00\x00\x00')).cast('I'))
print(memoryview(bytearray(b'\x01\x00')).cast('h') == b'\x01\x00')
print(hash(a) == hash(b'abc'), hash(memoryview(b'')) == hash(b''), hash(a[1:]) == hash(b'bc'))
try:
    hash(memoryview(bytearray(b'x')))
except ValueError as e:
    print('ValueError', e)
for op in [lambda: a < b'abd', lambda: a <= a, lambda: a > b'']:
    try:
        op()
    except TypeError as e:
        print('TypeError', e)
print({a: 1}[b'abc'], memoryview(b'x') in [b'x'])
