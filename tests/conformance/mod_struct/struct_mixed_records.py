# Packing records that mix strings, numbers and padding, as binary file formats do.
import struct
header = struct.Struct('<4sHHI')
records = [(b'REC1', 1, 2, 3), (b'AB', 65535, 0, 2 ** 32 - 1), (b'toolongname', 7, 8, 9)]
blob = b''.join(header.pack(*r) for r in records)
print(len(blob), blob.hex())
for fields in header.iter_unpack(blob):
    print(fields)
entry = struct.Struct('>B10pdq?x')
packed = entry.pack(3, b'pascal', 2.5, -(2 ** 40), True)
print(entry.size, packed, entry.unpack(packed))
print(struct.unpack('<3s3x2h', b'abcxyz\x01\x00\xff\xff'), struct.pack('>2c2b', b'x', b'y', -1, 1))
