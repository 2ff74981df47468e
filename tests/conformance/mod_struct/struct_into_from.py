# pack_into, unpack_from with offsets, and iter_unpack.
import struct
buf = bytearray(12)
struct.pack_into('<hh', buf, 0, 1, -1)
struct.pack_into('<i', buf, 4, 0x01020304)
struct.pack_into('<i', buf, -4, 7)
print(buf)
print(struct.unpack_from('<hh', buf), struct.unpack_from('<i', buf, 4), struct.unpack_from('<i', buf, offset=8),
      struct.unpack_from('<i', buf, -4), struct.unpack_from('<b', memoryview(buf), 1))
for args in [('<i', buf, 10, 1), ('<i', buf, -2, 1), ('<i', buf, -20, 1), ('<i', bytes(4), 0, 1), ('<i', buf, 0)]:
    try:
        struct.pack_into(*args)
    except (struct.error, TypeError) as e:
        print(type(e).__name__, e)
for args in [('<i', b'12345', 3), ('<i', b'1234', -5), ('<q', b'')]:
    try:
        struct.unpack_from(*args)
    except struct.error as e:
        print('error', e)
print(list(struct.iter_unpack('<h', b'\x01\x00\x02\x00\x03\x00')), list(struct.iter_unpack('<bb', b'')))
it = struct.iter_unpack('>H', b'\x00\x01\x00\x02')
print(next(it), next(it), next(it, 'end'))
for args in [('<i', b'12345'), ('', b'')]:
    try:
        struct.iter_unpack(*args)
    except struct.error as e:
        print('error', e)
