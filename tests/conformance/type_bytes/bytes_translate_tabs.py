# maketrans, translate with delete, expandtabs and istitle.
table = bytes.maketrans(b'abc', b'xyz')
print(len(table), table[97:100], bytearray.maketrans(b'a', b'b')[97])
print(b'aabbcc'.translate(table), b'aabbcc'.translate(table, b'b'), b'abc'.translate(None, b'ac'))
print(b'hello'.translate(None), bytearray(b'abc').translate(table), b'abc'.translate(table, delete=b'c'))
for bad in [(b'ab', b'c'), ('a', 'b')]:
    try:
        print(bytes.maketrans(*bad))
    except Exception as e:
        print(type(e).__name__, e)
for bad in [(b'short',), ('x' * 256,), (None, 'x')]:
    try:
        print(b'abc'.translate(*bad))
    except Exception as e:
        print(type(e).__name__, e)
for s in [b'a\tb', b'\t', b'abc\tdef\tg', b'a\nb\tc', b'12345678\tx', b'\r\tx', b'']:
    print(repr(s), s.expandtabs(), s.expandtabs(4), s.expandtabs(0), s.expandtabs(tabsize=1), s.expandtabs(-1))
try:
    b'a'.expandtabs(1.5)
except Exception as e:
    print(type(e).__name__, e)
for s in [b'Hello World', b'Hello world', b'HELLO', b'Hello', b'', b'123', b'A1 B2', b'Ab Cd', b'aB', b'A  B', b"Don'T"]:
    print(repr(s), s.istitle(), s.title(), s.title().istitle())
