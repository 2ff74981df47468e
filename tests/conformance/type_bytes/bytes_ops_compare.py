# Indexing, slicing, comparison, concatenation, repetition, hashing and iteration.
s = b'hello'
print(s[0], s[-1], s[1:3], s[::-1], s[::2], s[10:], s[-100:2], s[1:-1:2])
for bad in [5, -6]:
    try:
        s[bad]
    except IndexError as e:
        print('IndexError', e)
try:
    s['x']
except TypeError as e:
    print('TypeError', e)
print(b'a' < b'b', b'a' < b'ab', b'abc' == b'abc', b'b' > b'abc', b'' <= b'', b'x' != b'y', b'a' == 'a')
print(b'ab' + b'cd', b'ab' + bytearray(b'c'), b'ab' + memoryview(b'm'), b'ab' * 3, 2 * b'x', b'x' * 0, b'x' * -1)
for bad in [lambda: b'a' + 'b', lambda: b'a' * 1.5, lambda: b'a' < 'a', lambda: 'a' + b'b', lambda: b'a' + 1]:
    try:
        print(bad())
    except TypeError as e:
        print('TypeError', e)
print(hash(b'abc') == hash(b'abc'), hash(b'') == hash(b''), {b'k': 1}[b'k'], len({b'a', b'a', b'b'}))
print(list(b'abc'), [x for x in b'\x00\xff'], sorted(b'cab'), min(b'zqa'), max(b'zqa'), sum(b'\x01\x02'))
print(repr(b'\x00\n\r\t\\\'"\x7f\x80'), repr(b"'"), repr(b'"\''), str(b'x'), b'x'.__repr__())
it = iter(b'ab')
print(next(it), next(it), next(it, 'done'), type(it).__name__)
print(b'abc'.__getnewargs__(), bytes.__len__(b'four'), b'abc'.__contains__(98))
