# Single and double precision packing: exact round trips and rounding to float.
import struct
values = [0.1, 0.2, 1 / 3, 2.5, -7.75, 1e-45, 1e-38, 3.4e38, 123456789.0, 2 ** 24 + 1, 1e-310, 5e-324]
for v in values:
    f = struct.unpack('<f', struct.pack('<f', v))[0]
    d = struct.unpack('<d', struct.pack('<d', v))[0]
    print(repr(v), repr(f), d == v, struct.pack('>f', v).hex(), struct.pack('>d', v).hex())
print(struct.pack('<d', 1), struct.pack('<f', 2), struct.pack('<d', True))


class F:
    def __float__(self):
        return 2.5


class I:
    def __index__(self):
        return 9


print(struct.pack('<d', F()), struct.pack('<i', I()), struct.pack('<f', I()))
try:
    struct.pack('<i', F())
except struct.error as e:
    print('error', e)
