# StringIO errors: wrong types, bad seeks, closed objects.
import io
s = io.StringIO('abc')
for action in [lambda: s.write(b'x'), lambda: s.write(1), lambda: io.StringIO(b'x'), lambda: s.read('x')]:
    try:
        action()
    except TypeError as e:
        print('TypeError', e)
for args in [(-1,), (0, 3), (1, 1), (1, 2)]:
    try:
        print(s.seek(*args))
    except (ValueError, OSError) as e:
        print(args, type(e).__name__, e)
print(s.truncate(1), repr(s.getvalue()), s.tell())
try:
    s.truncate(-1)
except ValueError as e:
    print('ValueError', e)
s.close()
s.close()
print(s.closed)
for name, action in [('read', lambda: s.read()), ('write', lambda: s.write('x')), ('getvalue', lambda: s.getvalue()),
                     ('seek', lambda: s.seek(0)), ('tell', lambda: s.tell()), ('readline', lambda: s.readline()),
                     ('iter', lambda: iter(s)), ('readable', lambda: s.readable())]:
    try:
        action()
    except ValueError as e:
        print(name, 'ValueError', e)
with io.StringIO('ctx') as c:
    print(c.read())
print(c.closed)
