# Other objects accept memoryviews (and views of slices) as bytes-like objects.
m = memoryview(b'hello world')
print(bytes(m), bytearray(m), b'-'.join([m[:5], m[6:]]), b'x' + m[:2], m[0:5].tobytes().upper())
print(b'hello'.startswith(m[:2]), b'world'.find(m[6:8]), b'abc'.replace(memoryview(b'b'), m[:1]))
print(m.tobytes().decode(), bytes(m[6:]).decode('ascii'), m[::2].tobytes(), bytes(m[::-1]))
b = bytearray(b'abc')
b.extend(m[:3])
b += m[-3:]
print(b)
print(m.hex(), m[:3].hex(':'), m[:4].hex('-', 2))
print(list(m[:3]), [x for x in m[-2:]], len(m[1:-1]))
