# += and *= with bytes, other buffers and wrong types.
b = bytearray(b'ab')
alias = b
b += b'cd'
b += bytearray(b'e')
b += memoryview(b'f')
print(b, alias is b)
b *= 2
print(b, alias is b)
b *= 0
print(b, alias is b)
c = bytearray(b'xy')
c *= -3
print(c)
for value in ['s', 1, [1], None]:
    try:
        d = bytearray(b'q')
        d += value
    except TypeError as e:
        print('TypeError', e)
try:
    d = bytearray(b'q')
    d *= 1.5
except TypeError as e:
    print('TypeError', e)
e = bytearray(b'self')
e += e
print(e)
print(bytearray(b'ab') * 3, 2 * bytearray(b'z'), type(bytearray(b'a') * 2).__name__)
