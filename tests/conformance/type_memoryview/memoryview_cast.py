# cast() between byte formats and to other native formats.
data = bytearray(range(16))
m = memoryview(data)
for fmt in ['B', 'b', 'c', 'h', 'H', 'i', 'I', 'l', 'L', 'q', 'Q']:
    c = m.cast(fmt)
    print(fmt, c.format, c.itemsize, len(c), c.nbytes, c.shape, c.strides, c.tolist()[:4])
f = memoryview(bytearray(8)).cast('d')
f[0] = 1.5
print(f.tolist(), f.format, f.itemsize)
g = memoryview(bytearray(8)).cast('f')
g[0] = 0.25
g[1] = 3
print(g.tolist())
i = m.cast('i')
i[0] = -1
print(data[:4], i[0], i.cast('B')[:2].tolist())
s = m.cast('b')
s[0] = -128
print(data[0], s[0])
for args in [('x',), ('i', [3]), ('<i',), ('ii',), (1,)]:
    try:
        print(m.cast(*args))
    except Exception as e:
        print(type(e).__name__, e)
try:
    memoryview(bytearray(7)).cast('i')
except TypeError as e:
    print('TypeError', e)
try:
    m.cast('i').cast('h')
except TypeError as e:
    print('TypeError', e)
try:
    m[::2].cast('B')
except TypeError as e:
    print('TypeError', e)
print(m.cast('B', [16]).shape, m.cast('@B').format)
cview = m.cast('c')
cview[0] = b'Z'
print(cview[0], data[0])
for bad in [b'ab', 1]:
    try:
        cview[0] = bad
    except Exception as e:
        print(type(e).__name__, e)
h = m.cast('h')
for bad in [70000, -40000]:
    try:
        h[0] = bad
    except ValueError as e:
        print('ValueError', e)
