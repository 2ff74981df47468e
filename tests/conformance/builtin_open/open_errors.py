# The OSError subclasses open raises, and operations on closed files.
import os

DIR = '/tmp/taipan_open_%d' % os.getpid()
os.mkdir(DIR)


def path(name):
    return DIR + '/' + name


def cleanup():
    for name in sorted(os.listdir(DIR)):
        os.remove(path(name))
    os.rmdir(DIR)

try:
    open(path('missing.txt'))
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno, e.strerror, e.filename == path('missing.txt'), isinstance(e, OSError))
try:
    open(DIR)
except IsADirectoryError as e:
    print('IsADirectoryError', e.errno, e.strerror)
try:
    open(path('nodir/file.txt'), 'w')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
for bad in [3.5, None, [1]]:
    try:
        open(bad)
    except TypeError as e:
        print('TypeError', e)
f = open(path('c.txt'), 'w')
f.write('x')
f.close()
f.close()
print(f.closed)
for name, action in [('write', lambda: f.write('y')), ('read', lambda: f.read()), ('readline', lambda: f.readline()),
                     ('tell', lambda: f.tell()), ('seek', lambda: f.seek(0)), ('flush', lambda: f.flush()),
                     ('iter', lambda: iter(f)), ('enter', lambda: f.__enter__()), ('readable', lambda: f.readable())]:
    try:
        action()
    except ValueError as e:
        print(name, 'ValueError', e)
g = open(path('c.txt'), 'rb')
g.close()
for name, action in [('read', lambda: g.read()), ('readline', lambda: g.readline()), ('seek', lambda: g.seek(0)),
                     ('tell', lambda: g.tell()), ('fileno', lambda: g.fileno())]:
    try:
        action()
    except ValueError as e:
        print(name, 'ValueError', e)
try:
    open(path('c.txt'), 'w', closefd=False)
except ValueError as e:
    print('ValueError', e)
print(open(path('c.txt')).read())

cleanup()
