# strip, lstrip, rstrip with and without an argument.
samples = [b'', b'   ', b'  hi  ', b'\t\n hi \x0b\x0c\r', b'xxhixx', b'abcba', b'\x00a\x00']
for s in samples:
    print(repr(s), s.strip(), s.lstrip(), s.rstrip(), s.strip(None))
    for chars in [b'x', b'ab', b'', b'\x00', bytearray(b'a'), memoryview(b'b')]:
        print('  ', bytes(chars), s.strip(chars), s.lstrip(chars), s.rstrip(chars))
for bad in ['x', 1, [1]]:
    try:
        print(b'abc'.strip(bad))
    except Exception as e:
        print(type(e).__name__, e)
try:
    b'abc'.strip(b'a', b'b')
except Exception as e:
    print(type(e).__name__, e)
print(b'  a  '.removeprefix(b' '), b'abcab'.removeprefix(b'ab'), b'abcab'.removesuffix(b'ab'))
print(b'abc'.removeprefix(b''), b'abc'.removesuffix(b'abcd'), b'abc'.removeprefix(bytearray(b'a')))
