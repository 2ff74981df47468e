# ASCII-only case conversions and the is* predicates.
samples = [b'', b'abc', b'ABC', b'aBc', b'a1', b'123', b' ', b'\t\n', b'hello world', b'\xe9\xc9', b'x_y',
           b'Title Case', b'mIxEd 42!']
for s in samples:
    print(repr(s), s.upper(), s.lower(), s.swapcase(), s.title(), s.capitalize())
    print('  ', s.isalpha(), s.isdigit(), s.isalnum(), s.isspace(), s.isupper(), s.islower(), s.istitle(), s.isascii())
for s in [bytearray(b'MiXed'), bytearray(b'')]:
    print(s.upper(), s.lower(), s.isupper(), type(s.upper()).__name__)
try:
    b'a'.upper(1)
except Exception as e:
    print(type(e).__name__, e)
