# TextIOWrapper over a BytesIO: encoding, newline translation, reading back.
import io
raw = io.BytesIO()
t = io.TextIOWrapper(raw, encoding='utf-8')
print(t.write('caf\xe9\nline2\n'), t.encoding, t.errors, t.buffer is raw)
t.flush()
print(raw.getvalue())
t.seek(0)
print(repr(t.read()), repr(t.read()))
t.seek(0)
print(t.readlines())
w = io.TextIOWrapper(io.BytesIO(), encoding='latin-1', newline='\r\n')
w.write('a\nb\n')
w.flush()
print(w.buffer.getvalue(), w.encoding)
r = io.TextIOWrapper(io.BytesIO(b'x\r\ny\rz\n'), encoding='ascii')
print(r.readlines())
r2 = io.TextIOWrapper(io.BytesIO(b'x\r\ny\rz\n'), encoding='ascii', newline='')
print(r2.readlines())
e = io.TextIOWrapper(io.BytesIO(b'ok\xffno'), encoding='utf-8', errors='replace')
print(ascii(e.read()))
d = io.TextIOWrapper(io.BytesIO(b'detach me'), encoding='utf-8')
inner = d.detach()
print(inner.read())
try:
    d.read()
except ValueError as err:
    print('ValueError', err)
for bad in [{'encoding': 'bogus'}, {'newline': 'x'}]:
    try:
        io.TextIOWrapper(io.BytesIO(), **bad)
    except (LookupError, ValueError) as err:
        print(type(err).__name__, err)
