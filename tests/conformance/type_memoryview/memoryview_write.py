# Writing through a view of a bytearray; read-only views refuse writes.
data = bytearray(b'hello world')
m = memoryview(data)
m[0] = 72
m[6:11] = b'WORLD'
print(data)
m[::2] = b'######'
print(data)
m[1:3] = bytearray(b'@@')
m[3:5] = memoryview(b'!!')
print(data)
for key, value in [(0, 256), (0, -1), (0, b'a'), (0, 'a'), (0, 1.5)]:
    try:
        m[key] = value
    except Exception as e:
        print(type(e).__name__, e)
for key, value in [(slice(0, 3), b'ab'), (slice(0, 2), b'abc'), (slice(0, 2), 'ab')]:
    try:
        m[key] = value
    except Exception as e:
        print(type(e).__name__, e)
try:
    del m[0]
except TypeError as e:
    print('TypeError', e)
ro = memoryview(b'readonly')
print(ro.readonly)
for action in [lambda: ro.__setitem__(0, 1), lambda: ro.__setitem__(slice(0, 1), b'x')]:
    try:
        action()
    except TypeError as e:
        print('TypeError', e)
view = m.toreadonly()
print(view.readonly, view.tobytes() == data)
try:
    view[0] = 1
except TypeError as e:
    print('TypeError', e)
