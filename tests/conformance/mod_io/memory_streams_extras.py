# In-memory streams refuse fileno/detach; text_encoding; peek and readinto1.
import io
s = io.StringIO()
print(s.encoding, s.errors)
for f in [s.fileno, s.detach, io.BytesIO().fileno, io.BytesIO().detach]:
    try:
        f()
    except io.UnsupportedOperation as e:
        print(type(e).__name__, e)
print(io.text_encoding(None), io.text_encoding('latin-1'), io.BlockingIOError is BlockingIOError)
b = io.BytesIO(b'abcdef')
buf = bytearray(4)
print(b.readinto1(buf), buf, b.read())
