# find, rfind, index, rindex and count with ints, sub-bytes and bounds.
s = b'abracadabra'
for sub in [b'a', b'ab', b'ra', b'', b'z', ord('a'), ord('c'), 0, bytearray(b'bra'), memoryview(b'ca')]:
    print(repr(bytes(sub) if isinstance(sub, memoryview) else sub), s.find(sub), s.rfind(sub), s.count(sub))
    for start, end in [(0, None), (1, None), (-3, None), (2, 7), (5, 2), (100, None), (None, -2), (-100, 100)]:
        print('  ', start, end, s.find(sub, start, end), s.rfind(sub, start, end), s.count(sub, start, end))
for sub in [b'a', b'cad', 98]:
    print(s.index(sub), s.rindex(sub), s.index(sub, 4), s.rindex(sub, 0, 8))
for args in [(b'z',), (b'a', 11), (122,)]:
    for method in [s.index, s.rindex]:
        try:
            print(method(*args))
        except ValueError as e:
            print('ValueError', e)
for bad in [256, -1, 'a', 1.0, None]:
    try:
        print(s.find(bad))
    except Exception as e:
        print(type(e).__name__, e)
for bad in [('a', 'b'), (1.5,)]:
    try:
        print(s.find(b'a', *bad))
    except Exception as e:
        print(type(e).__name__, e)
print(b'aaaa'.count(b'aa'), b''.count(b''), b'abc'.count(b''), b'abc'.count(b'', 1), b'abc'.find(b'', 3), b'abc'.find(b'', 4))
print(97 in s, b'cad' in s, b'' in s, 122 in s, bytearray(b'dab') in s)
for bad in [300, 'a']:
    try:
        print(bad in s)
    except Exception as e:
        print(type(e).__name__, e)
