# bytes.hex with separators and bytes.fromhex parsing.
data = bytes(range(0, 256, 17))
print(data.hex())
for sep in ['-', ':', b'_', ' ']:
    for n in [1, 2, 3, -1, -2, -3, 5, 100]:
        print(repr(sep), n, data.hex(sep, n))
print(data.hex(':'), b''.hex(), b''.hex('-'), b'\x00'.hex('-', 4))
for bad in [('ab',), ('',), (1,), ('-', 'x')]:
    try:
        print(data.hex(*bad))
    except Exception as e:
        print(type(e).__name__, e)
for text in ['', '00', 'ff 00', ' 1a2B3c ', '0a\t0b\n', 'deadbeef', 'DEAD BEEF']:
    print(repr(text), bytes.fromhex(text), bytearray.fromhex(text))
for bad in ['0', 'g0', '0g', '1 2', 'abc', '\u00e9']:
    try:
        print(bytes.fromhex(bad))
    except Exception as e:
        print(type(e).__name__, e)
try:
    bytes.fromhex(b'00')
except Exception as e:
    print(type(e).__name__, e)
print(type(bytearray.fromhex('00')).__name__, memoryview(b'\x01\xab').hex(), memoryview(b'\x01\xab').hex(':'))
for n in range(0, 8):
    print(bytes(range(n)).hex('.', 2), bytes(range(n)).hex('.', -2))
