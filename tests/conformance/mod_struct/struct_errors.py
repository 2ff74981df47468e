# struct.error messages for bad formats, wrong counts, types and ranges.
import struct
print(struct.error.__name__, struct.error.__module__, issubclass(struct.error, Exception))
for fmt, args in [('i', ('x',)), ('i', (1.5,)), ('f', ('x',)), ('c', (b'ab',)), ('c', ('a',)), ('s', (1,)),
                  ('s', ('str',)), ('ii', (1,)), ('i', (1, 2)), ('z', (1,)), ('<n', (1,)), ('3', ()),
                  ('b', (128,)), ('b', (-129,)), ('B', (256,)), ('B', (-1,)), ('h', (2 ** 15,)), ('H', (-1,)),
                  ('i', (2 ** 31,)), ('I', (-1,)), ('l', (2 ** 63,)), ('<l', (2 ** 31,)), ('<L', (2 ** 32,)),
                  ('q', (2 ** 63,)), ('Q', (-1,)), ('Q', (2 ** 64,)), ('<q', (-2 ** 63 - 1,)), ('e', (1e10,)),
                  ('<f', (1e300,)), ('p', (1,))]:
    try:
        print(fmt, struct.pack(fmt, *args))
    except (struct.error, OverflowError, TypeError) as e:
        print(fmt, args, type(e).__name__, e)
for fmt, data in [('q', b'1'), ('i', b'12345'), ('2h', b''), ('x', b'')]:
    try:
        print(struct.unpack(fmt, data))
    except struct.error as e:
        print(fmt, 'error', e)
for bad in [1, None]:
    try:
        struct.calcsize(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    struct.unpack('i', 'abcd')
except TypeError as e:
    print('TypeError', e)
