# Arrays export buffers: bytes(), memoryview, struct and file writes use them.
import array
import struct
a = array.array('i', [1, 2, 3])
print(bytes(a) == a.tobytes(), bytearray(array.array('B', [104, 105])), len(memoryview(a)))
print(struct.unpack('<3i', a), struct.unpack_from('<i', a, 4))
buf = array.array('b', [0, 0, 0, 0])
struct.pack_into('<h', buf, 1, -2)
print(buf)
m = memoryview(a)
for action in [lambda: a.append(4), lambda: a.pop(), lambda: a.extend([1]), lambda: a.__delitem__(0)]:
    try:
        action()
    except BufferError as e:
        print('BufferError', e)
a[0] = 10
print(m[0], m.tolist())
m.release()
a.append(4)
print(a)
