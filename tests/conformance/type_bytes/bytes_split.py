# split and rsplit, with and without a separator, with maxsplit.
samples = [b'', b'  ', b'a b  c', b'  a\tb\nc\x0bd\x0ce\rf  ', b'a,b,,c,', b',a,', b'abcabcab', b'xx']
for s in samples:
    print(repr(s), s.split(), s.rsplit())
    for n in [-1, 0, 1, 2, 5]:
        print('  ', n, s.split(maxsplit=n), s.rsplit(maxsplit=n), s.split(None, n))
    for sep in [b',', b'ab', b'x', bytearray(b'b'), memoryview(b'c')]:
        print('  ', bytes(sep), s.split(sep), s.rsplit(sep), s.split(sep, 1), s.rsplit(sep, 1))
print(b'a1b1c'.split(sep=b'1', maxsplit=1), b'a1b1c'.rsplit(sep=b'1', maxsplit=1))
for bad in [(b'',), ('a',), (1,)]:
    try:
        print(b'abc'.split(*bad))
    except Exception as e:
        print(type(e).__name__, e)
    try:
        print(b'abc'.rsplit(*bad))
    except Exception as e:
        print(type(e).__name__, e)
print(b'a\nb\r\nc\rd\n\n'.splitlines(), b'a\nb\r\nc\rd\n\n'.splitlines(True), b''.splitlines())
print(b'x\n'.splitlines(keepends=True), b'\r\r\n'.splitlines())
