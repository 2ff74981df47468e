# Shared bytes methods on bytearray return bytearray; the mixed-type rules.
b = bytearray(b'  Hello, World  ')
results = [b.strip(), b.lstrip(), b.rstrip(b' d'), b.upper(), b.lower(), b.swapcase(), b.title(),
           b.capitalize(), b.replace(b'l', b'L'), b.center(20), b.ljust(18, b'.'), b.rjust(18),
           b.zfill(18), b.expandtabs(), b.translate(None, b'l'), b.removeprefix(b'  '),
           b.removesuffix(b'  '), bytearray(b'-').join([b'a', b'b']), b[2:7], b * 1]
for r in results:
    print(type(r).__name__, r)
print([type(x).__name__ for x in b.split()], b.split(b','), b.rsplit(None, 1))
print(b.partition(b','), b.rpartition(b'x'), b.splitlines(), bytearray(b'a\nb').splitlines(True))
print(b.find(b'o'), b.rfind(b'o'), b.index(b'W'), b.count(b'l'), b.startswith(b'  H'), b.endswith((b'x', b'  ')))
print(b.isalpha(), bytearray(b'abc').isalpha(), b.decode(), b.hex(), bytearray(b'%d-%s') % (1, b'x'))
print(bytearray(b'ab') + b'cd', b'ab' + bytearray(b'cd'), type(bytearray(b'ab') + b'cd').__name__, type(b'ab' + bytearray(b'cd')).__name__)
print(bytes(bytearray(b'conv')), bytearray(b'abc')[1], list(bytearray(b'xy')), 98 in bytearray(b'abc'), b'bc' in bytearray(b'abc'))
print(bytearray(b'abc').istitle(), bytearray(b'Abc').istitle(), bytearray.fromhex('41 42'))
