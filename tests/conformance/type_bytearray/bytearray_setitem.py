# Item and slice assignment, including extended slices and size mismatches.
b = bytearray(b'0123456789')
b[0] = 65
b[-1] = 90
print(b)
for key, value in [(20, 1), (-20, 1), (0, 256), (0, -1), (0, b'x'), ('a', 1), (1.5, 1)]:
    try:
        b[key] = value
    except Exception as e:
        print(type(e).__name__, e)
b[1:3] = b'xyz'
print(b)
b[1:4] = b''
print(b)
b[:0] = bytearray(b'<<')
b[len(b):] = [62, 62]
print(b)
b[2:5] = memoryview(b'MV')
print(b)
b[::2] = b'abcdef'
print(b)
b[1::3] = [1, 2, 3, 4]
print(b)
for value in [b'too long for this', b'', [1]]:
    try:
        b[::2] = value
    except ValueError as e:
        print('ValueError', e)
for value in [5, 'str', [1, 'x'], [300]]:
    try:
        b[0:2] = value
    except Exception as e:
        print(type(e).__name__, e)
c = bytearray(b'abcdef')
c[4:1] = b'XY'
print(c)
c[::-1] = c
print(c)
c[:] = c
print(c)
c[5:2:-1] = b'123'
print(c)
c[0:6:10] = b'!'
print(c)
