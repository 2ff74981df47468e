# string.Formatter: format/vformat, parse, fields, conversions and overrides.
import string

f = string.Formatter()
print(f.format('{0} and {1}', 'spam', 'eggs'))
print(f.format('{} {}!', 'hello', 'world'))
print(f.format('{name:>8}|{n:05.1f}|{n!r}', name='abc', n=3.14159))
print(f.format('{0[1]} {0[x]} {1.real}', {1: 'one', 'x': 'ex'}, 4))
print(f.format('{:{w}.{p}f}', 2.718281, w=10, p=3))
print(f.format('{{literal}} {0!s:^9}', 'mid'))
print(f.vformat('{a}-{b}', (), {'a': 1, 'b': 2}))
print(list(f.parse('a{0}b{1:>3}c{x!r}d{{e}}')))
print(list(f.parse('')), list(f.parse('plain')))
print(f.convert_field('x', 'r'), f.convert_field(5, None), f.convert_field('é', 'a'))
print(f.format_field(255, '#x'), f.get_value(0, ('z',), {}), f.get_value('k', (), {'k': 9}))
for bad in ['{', '}', '{0!}', '{0!x}']:
    try:
        print(f.format(bad, 1))
    except ValueError as e:
        print('ValueError', e)
try:
    f.format('{0} {}', 1, 2)
except ValueError as e:
    print('ValueError', e)
try:
    f.format('{} {0}', 1, 2)
except ValueError as e:
    print('ValueError', e)

class Upper(string.Formatter):
    def format_field(self, value, spec):
        return format(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return '<' + key + '>'
        return super().get_value(key, args, kwargs)

print(Upper().format('{0} {missing} {x:x}', 'abc', x=255))

class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - used
        if extra:
            raise ValueError('unused: %s' % sorted(extra))

try:
    Strict().format('{a}', a=1, b=2, c=3)
except ValueError as e:
    print('ValueError', e)
print(Strict().format('{a}{b}', a=1, b=2))
