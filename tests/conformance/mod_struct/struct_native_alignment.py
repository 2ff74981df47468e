# Native mode ('@'): native sizes with alignment padding; calcsize.
import struct
for fmt in ['b', 'h', 'i', 'l', 'q', 'n', 'N', 'P', 'f', 'd', 'e', '?', 'c', 'x', 's', '10s', '5p',
            'bh', 'bi', 'bq', 'hb', 'bhiq', 'qb', 'bd', 'cbhi', '@bq', '=bq', '<bq', '>bq', '!bq',
            '3b', '2h3i', 'b0q', 'b0i', '   b   h   ', 'iii', '4x', 'b2xh', '0s', '0p']:
    print(repr(fmt), struct.calcsize(fmt))
print(struct.pack('bhiq', 1, 2, 3, 4), struct.unpack('bhiq', struct.pack('bhiq', -1, -2, -3, -4)))
print(struct.pack('@bd', 1, 2.0), struct.pack('b0i', 7), struct.pack('nN', -5, 5), struct.unpack('nN', struct.pack('nN', -5, 5)))
print(struct.calcsize('P') == struct.calcsize('N'), struct.pack('=i', 1) == struct.pack('<i', 1))
