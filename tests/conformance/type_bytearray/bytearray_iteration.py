# Iterating a bytearray while it changes, and its iterator type.
b = bytearray(b'abc')
it = iter(b)
print(type(it).__name__, next(it))
b.append(100)
print(list(it))
b = bytearray(b'xyz')
it = iter(b)
next(it)
b.clear()
print(list(it), list(it))
out = []
b = bytearray(b'12')
for x in b:
    out.append(x)
    if len(b) < 5:
        b.append(x + 1)
print(out, b)
print(list(reversed(bytearray(b'abc'))), [x for x in bytearray(range(4))], sum(bytearray(b'\x01\x02\x03')))
