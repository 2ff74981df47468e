# Thousands of pack/unpack round trips across formats and values.
import struct
count = 0
checksum = 0
for fmt in ['<b', '<B', '<h', '<H', '<i', '<I', '<q', '<Q', '>h', '>i', '>q', '@i', '@l', '=H']:
    size = struct.calcsize(fmt)
    signed = fmt[1].islower()
    bits = size * 8
    low = -(2 ** (bits - 1)) if signed else 0
    high = 2 ** (bits - 1) - 1 if signed else 2 ** bits - 1
    step = max(1, (high - low) // 97)
    for v in range(low, high + 1, step):
        packed = struct.pack(fmt, v)
        back = struct.unpack(fmt, packed)[0]
        assert back == v, (fmt, v, back)
        checksum = (checksum * 31 + sum(packed)) % 1000000007
        count += 1
    print(fmt, size, low, high, struct.pack(fmt, high).hex(), struct.pack(fmt, low).hex())
print(count, checksum)
