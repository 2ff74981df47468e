# tobytes, frombytes, tolist, fromlist, byteswap, buffer_info.
import array
a = array.array('H', [1, 256, 65535])
raw = a.tobytes()
print(raw, len(raw))
b = array.array('H')
b.frombytes(raw)
b.frombytes(bytearray(b'\x02\x00'))
print(b, b.tolist())
b.byteswap()
print(b, b.tobytes())
try:
    b.frombytes(b'\x01')
except ValueError as e:
    print('ValueError', e)
c = array.array('d', [1.5])
c.fromlist([2.5, 3])
print(c, c.tolist())
for bad in [(1, 2), ['x']]:
    try:
        c.fromlist(bad)
    except TypeError as e:
        print('TypeError', e)
print(c)
info = c.buffer_info()
print(type(info).__name__, len(info), info[1], type(info[0]).__name__)
q = array.array('q', [1, -1])
q.byteswap()
print(q.tobytes().hex(), q)
f = array.array('f', [1.0])
f.byteswap()
print(f.tobytes())
print(array.array('b', [1, 2]).tobytes(), array.array('i', []).tobytes())
