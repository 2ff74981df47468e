# array.clear, fromunicode, tofile and fromfile (with the short-file EOFError).
import array
import io
import os

DIR = '/tmp/taipan_array_%d' % os.getpid()
os.mkdir(DIR)
name = DIR + '/arr.bin'
a = array.array('i', [1, 2])
a.clear()
print(a, len(a))
w = array.array('w')
w.fromunicode('ab\u20ac')
print(w, w.tounicode())
for bad in [lambda: array.array('i').fromunicode('x'), lambda: w.fromunicode(b'x')]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
with open(name, 'wb') as f:
    array.array('h', [1, 2, 3]).tofile(f)
b = array.array('h')
with open(name, 'rb') as f:
    b.fromfile(f, 2)
    print(b)
    try:
        b.fromfile(f, 5)
    except EOFError as e:
        print('EOFError', e, b)
buffer = io.BytesIO()
array.array('d', [0.5]).tofile(buffer)
print(buffer.getvalue())
buffer.seek(0)
c = array.array('d')
c.fromfile(buffer, 1)
print(c)
try:
    c.fromfile(buffer, -1)
except ValueError as e:
    print('ValueError', e)
os.remove(name)
os.rmdir(DIR)
