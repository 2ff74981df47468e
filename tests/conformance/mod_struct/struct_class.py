# The Struct class: format, size, methods, repr and reuse.
import struct
s = struct.Struct('<ihb')
print(s.format, s.size, repr(s), s.pack(1, 2, 3), s.unpack(b'\x01\x00\x00\x00\x02\x00\x03'))
buf = bytearray(s.size + 2)
s.pack_into(buf, 2, -1, -2, -3)
print(buf, s.unpack_from(buf, 2), list(s.iter_unpack(bytes(s.size * 2))))
t = struct.Struct(b'>I')
print(t.format, t.size, t.pack(258), repr(t))
print(struct.Struct('@q').size, struct.Struct('3s').unpack(b'abc'), struct.Struct(format='<h').size)
for bad in ['q9', 5]:
    try:
        struct.Struct(bad)
    except (struct.error, TypeError) as e:
        print(type(e).__name__, e)
try:
    s.pack(1, 2)
except struct.error as e:
    print('error', e)
try:
    s.unpack(b'short')
except struct.error as e:
    print('error', e)
print(type(s).__name__, isinstance(s, struct.Struct))
