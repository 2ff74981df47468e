# The 'w' (UCS-4) type code and tounicode.
import array
a = array.array('w', 'h\xe9llo')
print(repr(a), a.itemsize, len(a), a[1], a.tounicode(), a.tolist())
a.append('!')
a.extend('ab')
print(a.tounicode())
for bad in [1, 'xy', b'x']:
    try:
        a.append(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    array.array('i', [1]).tounicode()
except ValueError as e:
    print('ValueError', e)
try:
    array.array('i', 'abc')
except TypeError as e:
    print('TypeError', e)
print(repr(array.array('w')), array.array('w', '\u20ac').tounicode())
