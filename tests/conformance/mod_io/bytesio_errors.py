# BytesIO errors: wrong types, bad seeks and closed objects.
import io
b = io.BytesIO(b'abc')
for action in [lambda: b.write('str'), lambda: io.BytesIO('str'), lambda: b.read('x'), lambda: b.write(5)]:
    try:
        action()
    except TypeError as e:
        print('TypeError', e)
for args in [(-1,), (0, 3)]:
    try:
        b.seek(*args)
    except ValueError as e:
        print('ValueError', e)
print(b.seek(-10, 1), b.seek(-10, 2), b.tell())
try:
    b.truncate(-1)
except ValueError as e:
    print('ValueError', e)
b.close()
print(b.closed)
for name, action in [('read', lambda: b.read()), ('write', lambda: b.write(b'x')), ('getvalue', lambda: b.getvalue()),
                     ('seek', lambda: b.seek(0)), ('tell', lambda: b.tell()), ('readline', lambda: b.readline()),
                     ('readable', lambda: b.readable())]:
    try:
        action()
    except ValueError as e:
        print(name, 'ValueError', e)
with io.BytesIO(b'ctx') as c:
    print(c.read())
print(c.closed)
