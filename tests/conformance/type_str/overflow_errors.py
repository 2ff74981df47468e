# Overflow and memory errors of str operations given huge counts, widths, tab sizes and * arguments.
B = 10**30
cases = [lambda: 'a'.center(B), lambda: 'a'.zfill(B), lambda: 'a'.expandtabs(B), lambda: 'a'.replace('a', 'b', B),
         lambda: 'a'.replace('a', 'b', -B), lambda: 'a' * B, lambda: 'a'.split(maxsplit=-B), lambda: 'a'.rsplit(maxsplit=B),
         lambda: 'a'.splitlines(B), lambda: 'a'.ljust(-B), lambda: 'a'.find('a', B), lambda: 'a'.find('a', -B),
         lambda: 'a'.count('a', 0, B), lambda: 'a'.startswith('a', B), lambda: 'a'.index('a', -B, B), lambda: 'a'[B],
         lambda: 'a'.expandtabs(-B), lambda: 'a\tb'.expandtabs(-3), lambda: 'ab' * 2**62, lambda: '' * B, lambda: 'a' * -B,
         lambda: '%*d' % (B, 1), lambda: '%.*d' % (B, 1), lambda: '%*d' % (2**63 - 1, 1), lambda: '%.*f' % (2**31, 1.0),
         lambda: '%*d' % (-B, 1), lambda: 'a'.expandtabs(2**31), lambda: 'a'.expandtabs(2**31 - 1), lambda: 'ab'.center(-5, 'x'),
         lambda: '{:{}}'.format('a', B), lambda: format('a', str(B))]
for i, f in enumerate(cases):
    try:
        r = f()
        print(i, repr(r) if len(repr(r)) < 50 else len(r))
    except Exception as e:
        print(i, type(e).__name__, e)
