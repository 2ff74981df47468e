# The is* predicates over a sample of every 7th code point up to 0x30000, as compact run lists.
names = ['isalpha', 'isalnum', 'isdecimal', 'isdigit', 'isnumeric', 'isspace', 'isupper', 'islower',
         'istitle', 'isprintable', 'isidentifier', 'isascii']
for name in names:
    fn = getattr(str, name)
    runs = []
    start = None
    prev = None
    for cp in range(0, 0x30000, 7):
        if 0xd800 <= cp < 0xe000:
            ok = fn(chr(cp))
        else:
            ok = fn(chr(cp))
        if ok:
            if start is None:
                start = cp
            prev = cp
        elif start is not None:
            runs.append('%x-%x' % (start, prev) if prev != start else '%x' % start)
            start = None
    if start is not None:
        runs.append('%x-%x' % (start, prev))
    print(name, len(runs))
    for i in range(0, len(runs), 12):
        print(' ', ' '.join(runs[i:i + 12]))
for s in ['', 'a', 'A', 'aA', 'Aa', 'A a', 'A A', 'AB', 'Ab Cd', 'ǅ', 'ǅa', 'aǅ', '1', '1a', 'A1', '_', '_1', '1_',
          'a b', '\t', '\x85', '\u200b', '\xad', '\u00b2', '\u0660', '\u2155', '\u4e00', 'x\u0301', 'ℌ', 'ⅸ',
          'a\x00', '\ud800', '\U000e0001', '\U0010ffff', 'İ', 'é'.upper()]:
    print(repr(s), [getattr(s, n)() for n in names])
