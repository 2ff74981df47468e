# replace with counts, empty patterns, and buffer arguments.
s = b'one two one two one'
for old, new in [(b'one', b'1'), (b'two', b''), (b'', b'-'), (b'o', b'oo'), (b'zz', b'y'), (b' ', b'  ')]:
    for count in [-1, 0, 1, 2, 10]:
        print(old, new, count, s.replace(old, new, count))
    print(s.replace(old, new))
print(b''.replace(b'', b'x'), b''.replace(b'', b'x', 0), b'abc'.replace(b'', b'.', 2))
print(b'abc'.replace(bytearray(b'b'), memoryview(b'B')), b"aaa".replace(b"a", b"b", 2))
for bad in [('a', b'b'), (b'a', 'b'), (b'a',), (1, 2)]:
    try:
        print(b'abc'.replace(*bad))
    except Exception as e:
        print(type(e).__name__, e)
print(bytearray(b'abcabc').replace(b'b', b'XX'), type(bytearray(b'x').replace(b'x', b'y')).__name__)
