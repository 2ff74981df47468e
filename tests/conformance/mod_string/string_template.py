# string.Template: substitute, safe_substitute, escapes, braces and errors.
from string import Template

t = Template('$who likes $what')
print(t.substitute(who='tim', what='kung pao'))
print(t.substitute({'who': 'ann', 'what': 'tea'}))
print(t.substitute({'who': 'ann', 'what': 'tea'}, what='coffee'))
print(Template('${noun}ification costs $$5').substitute(noun='sum'))
print(Template('$a$b${c}d').substitute(a=1, b=2.5, c=[3]))
try:
    t.substitute(who='x')
except KeyError as e:
    print('KeyError', e)
print(t.safe_substitute(who='only'))
print(Template('$$ $ ${ x $1 ${bad-name}').safe_substitute(x=1))
for text in ['cost: $', 'a $1', 'line1\n  $!', 'x\ny\n$', '${', 'ok $$ $x $']:
    try:
        print(Template(text).substitute(x=1))
    except ValueError as e:
        print('ValueError', e)
print(Template('$x $y ${x} $$z').get_identifiers())
print(Template('$x $').is_valid(), Template('$x ${y}').is_valid())
print(Template.delimiter, Template('abc').template)

class Percent(Template):
    delimiter = '%'

print(Percent('%who owes %%%amount').substitute(who='bob', amount=3))
print(Percent('100%% of %x').safe_substitute())
print(Template('$_under_score and ${_9}').substitute(_under_score='u', _9='n'))
print(Template('$über').safe_substitute(über=1))
