# The character-class constants and capwords.
import string

for name in ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'digits', 'hexdigits',
             'octdigits', 'punctuation', 'whitespace', 'printable']:
    value = getattr(string, name)
    print(name, repr(value), len(value))
print(sorted(string.__all__))
print(string.capwords('hello   world  from taipan'))
print(string.capwords('  leading and trailing  '))
print(string.capwords('a-b-c d', '-'))
print(string.capwords('ONE two tHREE'))
print(string.capwords('x,,y', ','))
print(repr(string.capwords('')))
print(all(c in string.printable for c in string.ascii_letters + string.digits))
print([c for c in string.punctuation if c.isalnum()])
