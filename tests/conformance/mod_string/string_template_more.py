# Template over multi-line text, repeated names, mappings of various kinds, error positions.
from string import Template
from collections import ChainMap

text = Template('''Dear $name,
Your order #$order ships on ${day}.
Total: $$${amount}
-- $shop, for $name''')
print(text.substitute(name='Ann', order=42, day='Monday', amount='9.99', shop='Taipan'))
print(text.safe_substitute({'name': 'Bob'}))
print(text.get_identifiers(), text.is_valid())
print(Template('$a$a$a').substitute(a='x'), Template('${a}b').substitute(a='A'))
print(Template('$x').substitute(ChainMap({'x': 'chained'})))
class Lookup(dict):
    def __missing__(self, key):
        return '<' + key + '>'
print(Template('$known $unknown').substitute(Lookup(known='k')))
for bad in ['line one\nline two $', 'ab\n\n  $5', '$ok and $', 'x\r\n$!']:
    try:
        Template(bad).substitute(ok=1)
    except ValueError as e:
        print('ValueError', e)
try:
    Template('${missing}').substitute()
except KeyError as e:
    print('KeyError', e)
print(Template('100$$').substitute(), Template('$$$$').substitute(), Template('').substitute())
print(repr(Template('${x} $y').safe_substitute(y=None)))
