# Slicing a memoryview gives a new view of the same memory.
data = bytearray(b'0123456789')
m = memoryview(data)
s = m[2:8]
print(type(s).__name__, len(s), s.tobytes(), s.obj is data, s.nbytes, s.strides)
t = s[::2]
print(t.tobytes(), t.tolist(), t.strides, t.contiguous, len(t))
r = m[::-1]
print(r.tobytes(), r[0], r.strides, m[8:2].tobytes(), m[-3:].tobytes(), m[:].tobytes())
data[2] = ord('X')
print(s.tobytes(), t.tobytes(), r.tobytes())
s[0] = ord('Y')
print(data, m[2])
print(m[1:9:3].tolist(), m[::3].tobytes(), bytes(m[0:0]), m[0:0].tolist())
