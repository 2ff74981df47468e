# Comparisons with bytes and other buffers; bytearray is unhashable.
a = bytearray(b'abc')
for other in [b'abc', bytearray(b'abc'), b'abd', b'ab', memoryview(b'abc'), 'abc', [97, 98, 99]]:
    print(repr(other) if not isinstance(other, memoryview) else 'memoryview', a == other, a != other)
print(a < b'abd', a <= b'abc', a > b'ab', a >= bytearray(b'abc'), b'abd' > a, b'ab' < a)
try:
    a < 'abc'
except TypeError as e:
    print('TypeError', e)
try:
    hash(a)
except TypeError as e:
    print('TypeError', e)
try:
    {a: 1}
except TypeError as e:
    print('TypeError', e)
print(bytearray.__hash__, a in [b'abc'], b'abc' in [a])
print(sorted([bytearray(b'b'), bytearray(b'a'), bytearray(b'ab')]))
