# pack and unpack of every code in the standard sizes, both byte orders.
import struct
codes = 'bBhHiIlLqQ'
values = {'b': [-128, 0, 127], 'B': [0, 255], 'h': [-32768, 1, 32767], 'H': [0, 65535],
          'i': [-2 ** 31, 7, 2 ** 31 - 1], 'I': [0, 2 ** 32 - 1], 'l': [-2 ** 31, 2 ** 31 - 1],
          'L': [0, 2 ** 32 - 1], 'q': [-2 ** 63, 2 ** 63 - 1], 'Q': [0, 2 ** 64 - 1]}
for order in '<>!=':
    for code in codes:
        for v in values[code]:
            packed = struct.pack(order + code, v)
            print(order, code, v, packed, struct.unpack(order + code, packed))
for order in '<>':
    for v in [0.0, -0.0, 1.5, -2.25, 1e300, float('inf'), 3.141592653589793]:
        print(order, v, struct.pack(order + 'd', v), struct.pack(order + 'f', v if abs(v) < 1e38 or v == float('inf') else 1.0))
    print(struct.unpack(order + 'd', struct.pack(order + 'd', 0.1)), struct.unpack(order + 'f', struct.pack(order + 'f', 0.1)))
print(struct.pack('<?', True), struct.pack('<?', 0), struct.pack('?', []), struct.unpack('??', b'\x00\x05'))
print(struct.pack('c', b'x'), struct.unpack('cc', b'ab'), struct.pack('3s', b'abcdef'), struct.pack('5s', b'ab'))
print(struct.pack('5p', b'ab'), struct.unpack('5p', b'\x02abxx'), struct.pack('2p', b'long'), struct.pack('0s', b'x'))
print(struct.pack('<2xh3x', 1), struct.unpack('<2xh', b'\x00\x00\x05\x00'))
