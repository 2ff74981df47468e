# startswith / endswith with bytes, tuples, buffers and bounds.
s = b'hello world'
for affix in [b'he', b'hello world!', b'', b'world', b'd', (b'x', b'he'), (b'x', b'y'), (), bytearray(b'hel'), memoryview(b'ld')]:
    print(repr(bytes(affix) if isinstance(affix, memoryview) else affix), s.startswith(affix), s.endswith(affix))
    for start, end in [(1, None), (0, 5), (6, None), (-5, None), (None, -6), (20, None), (5, 2)]:
        print('  ', start, end, s.startswith(affix, start, end), s.endswith(affix, start, end))
for bad in ['he', 1, ['he'], ('he',), (b'h', 1)]:
    for method in [s.startswith, s.endswith]:
        try:
            print(method(bad))
        except Exception as e:
            print(type(e).__name__, e)
print(b''.startswith(b''), b''.endswith(b'', 0, 0), b'abc'.startswith(b'', 3), b'abc'.startswith(b'', 4))
