# ljust, rjust, center, zfill, partition and rpartition.
for s in [b'', b'a', b'ab', b'abc', b'-12', b'+5', b'abcdef']:
    for width in [0, 3, 6, 7]:
        print(repr(s), width, s.ljust(width), s.rjust(width, b'*'), s.center(width), s.center(width, b'.'), s.zfill(width))
for bad in [(5, b'ab'), (5, 'x'), ('5',)]:
    try:
        print(b'x'.center(*bad))
    except Exception as e:
        print(type(e).__name__, e)
for s in [b'key=value', b'novalue', b'a=b=c', b'=', b'']:
    print(repr(s), s.partition(b'='), s.rpartition(b'='), s.partition(b'=='))
for bad in [b'', 'x', 1]:
    try:
        print(b'abc'.partition(bad))
    except Exception as e:
        print(type(e).__name__, e)
print(bytearray(b'a=b').partition(b'='), bytearray(b'ab').rpartition(b'x'))
