# The 'e' (half precision) format: rounding, subnormals, infinities and overflow.
import struct
for v in [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 65504.0, 65519.0, 6.1e-05, 5.96e-08, 3e-08, 1e-08, 0.1, 0.2, 0.3,
          1 / 3, 2.0 ** -24, 2.0 ** -25, 1.5 * 2.0 ** -25, 1024.5, 2049.0, 2051.0, float('inf'), float('-inf')]:
    packed = struct.pack('<e', v)
    print(repr(v), packed, struct.unpack('<e', packed)[0], struct.pack('>e', v))
for bits in range(0, 65536, 997):
    value = struct.unpack('<e', struct.pack('<H', bits))[0]
    print(bits, value)
for v in [65520.0, 1e6, -1e10]:
    try:
        struct.pack('e', v)
    except OverflowError as e:
        print('OverflowError', e)
nan = struct.unpack('<e', struct.pack('<e', float('nan')))[0]
print(nan != nan)
