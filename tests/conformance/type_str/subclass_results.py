# Which str operations return the str subclass instance itself (format/%, no fields) and which return exact str.
class S(str):
    pass
s = S('Abc')
print(type(s.format()).__name__, s.format() is s, type(s % ()).__name__, type(S('a{}').format(1)).__name__, type(S('%s') % 1).__name__)
print(type(S('a{{').format()).__name__, type(S('a%%') % ()).__name__, type(S('') % ()).__name__, type(S('').format()).__name__)
print(type(format(s)).__name__, type(format(s, '')).__name__, type(f'{s}').__name__, type('{}'.format(s)).__name__, type('%s' % s).__name__)
print(type(S('ab').format_map({})).__name__, type(S('x}}').format()).__name__, type(S('plain') % {}).__name__)
methods = {'upper': (), 'lower': (), 'strip': (), 'title': (), 'capitalize': (), 'swapcase': (), 'casefold': (),
           'zfill': (2,), 'center': (2,), 'ljust': (1,), 'rjust': (3,), 'expandtabs': (), '__str__': (),
           '__getitem__': (slice(None),), '__add__': ('',), '__mul__': (1,), 'join': (['x'],), 'replace': ('z', 'y'),
           'removeprefix': ('q',), 'removesuffix': ('c',), 'translate': ({},), 'lstrip': ('z',), 'rstrip': ('z',)}
for m, args in methods.items():
    r = getattr(s, m)(*args)
    print(m, type(r).__name__, r)
print(type(str(s)).__name__, type(s[:]).__name__, type(s + '').__name__, type(S('') + s).__name__, type(s * 1).__name__)
print([type(x).__name__ for x in s.split()], [type(x).__name__ for x in s.partition('b')], [type(x).__name__ for x in S('a\nb').splitlines()])
print(type(''.join([s])).__name__, type(''.join([s, s])).__name__, type(S('').join([])).__name__)
