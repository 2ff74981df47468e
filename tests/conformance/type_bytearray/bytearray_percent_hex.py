# % formatting, hex and fromhex on bytearray.
print(bytearray(b'%s=%d') % (b'x', 5), bytearray(b'%5.1f|%-4x|') % (2.25, 255))
print(bytearray(b'%(k)s') % {b'k': bytearray(b'v')}, bytearray(b'%c') % 65, bytearray(b'%r') % 'q')
b = bytearray(range(16))
print(b.hex(), b.hex(' '), b.hex(':', 4), b.hex('-', -3))
print(bytearray.fromhex('de ad be ef'), bytearray.fromhex(''), type(bytearray.fromhex('00')).__name__)
try:
    bytearray(b'%d') % 'x'
except TypeError as e:
    print('TypeError', e)
try:
    bytearray.fromhex('zz')
except ValueError as e:
    print('ValueError', e)
