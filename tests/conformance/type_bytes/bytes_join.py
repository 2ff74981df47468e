# join with bytes, bytearray, memoryview and array items.
import array
print(b', '.join([b'a', b'b', b'c']), b''.join([]), b'-'.join([b'x']), b'.'.join((b'1', b'2')))
print(b'+'.join([bytearray(b'ba'), memoryview(b'mv'), b'by', array.array('B', [65, 66])]))
print(b'|'.join(x for x in [b'g', b'e', b'n']), b'ab'.join([b'', b'', b'']))
print(bytearray(b'/').join([b'a', b'b']), type(bytearray(b'/').join([b'a'])).__name__)
print(b'/'.join(iter([b'q', bytearray(b'r')])), type(b'/'.join([bytearray(b'r')])).__name__)
for bad in [[b'a', 'b'], [1], ['x'], 5, None, [b'a', None]]:
    try:
        print(b','.join(bad))
    except Exception as e:
        print(type(e).__name__, e)
big = b' '.join(bytes([65 + i % 26]) for i in range(100))
print(len(big), big[:20], big[-9:])
