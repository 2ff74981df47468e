# strip family with chars, center/ljust/rjust/zfill with fillchars and errors, expandtabs.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

texts = ['', ' ', 'xxaxx', '  pad  ', '\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000 mid \u200b',
         'αβαγα', '\U0001f600a\U0001f600', '-+-abc-+-']
chars = [None, '', 'x', 'xa', ' \t', 'α', '\U0001f600', '-+', 'abcxyz']
for t in texts:
    for c in chars:
        print(repr(t), repr(c), repr(t.strip(c)), repr(t.lstrip(c)), repr(t.rstrip(c)))
show(1, lambda: 'a'.strip(1))
show(2, lambda: 'a'.lstrip(b'a'))
show(3, lambda: 'a'.rstrip('a', 'b'))
show(4, lambda: 'a'.strip(chars='a'))
for t in ['', 'a', 'ab', 'abc', 'é', '\U0001f600\U0001f600']:
    for w in [-1, 0, 1, 2, 3, 4, 5, 6, 7]:
        print(repr(t), w, repr(t.center(w)), repr(t.center(w, '*')), repr(t.ljust(w, 'é')),
              repr(t.rjust(w, '\U0001f600')), repr(t.zfill(w)))
for t in ['', '+', '-', '+1', '-12', '1-2', 'abc', '--1', '+-', '١٢']:
    for w in [0, 2, 4, 6]:
        print(repr(t), w, repr(t.zfill(w)))
show(10, lambda: 'a'.center(5, ''))
show(11, lambda: 'a'.center(5, 'ab'))
show(12, lambda: 'a'.ljust(5, 1))
show(13, lambda: 'a'.rjust(5, None))
show(14, lambda: 'a'.center('5'))
show(15, lambda: 'a'.center(5.0))
show(16, lambda: 'a'.zfill('3'))
show(17, lambda: 'a'.zfill())
show(18, lambda: 'a'.center())
show(19, lambda: 'a'.ljust(3, fillchar='-'))
show(20, lambda: 'a'.rjust(width=3))
show(21, lambda: 'a'.center(True))
for t in ['', '\t', 'a\tb', 'ab\tcd\tefg\t', '\t\t', 'a\nb\tc', 'ab\r\tc', '12345678\tx', 'é\tβ\t\U0001f600\tz']:
    for ts in [-1, 0, 1, 2, 4, 8]:
        print(repr(t), ts, repr(t.expandtabs(ts)))
    print(repr(t), repr(t.expandtabs()), repr(t.expandtabs(tabsize=3)))
show(30, lambda: 'a\tb'.expandtabs('4'))
show(31, lambda: 'a\tb'.expandtabs(4.0))
show(32, lambda: 'a\tb'.expandtabs(4, 5))
show(33, lambda: 'a\tb'.expandtabs(size=4))
