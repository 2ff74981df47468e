# memoryview over array.array, with the array's format and item size.
import array
a = array.array('i', [1, 2, 3, -4])
m = memoryview(a)
print(m.format, m.itemsize, len(m), m.nbytes, m.tolist(), m[3], m.shape, m.strides)
m[0] = 100
print(a, m[1:3].tolist(), m.cast('B').nbytes, m.tobytes() == a.tobytes())
try:
    a.append(5)
except BufferError as e:
    print('BufferError', e)
m.release()
a.append(5)
print(a)
d = array.array('d', [0.5, 1.5])
md = memoryview(d)
print(md.format, md.tolist(), md[1])
md[0] = 2.25
print(d)
h = memoryview(array.array('h', [1, -1]))
print(h.format, h.tolist(), bytes(h))
print(bytes(array.array('B', [65, 66])), bytearray(array.array('b', [67])), b''.join([array.array('B', [68])]))
