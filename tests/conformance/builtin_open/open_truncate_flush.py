# truncate, flush, writelines and with-statement closing.
import os

DIR = '/tmp/taipan_open_%d' % os.getpid()
os.mkdir(DIR)


def path(name):
    return DIR + '/' + name


def cleanup():
    for name in sorted(os.listdir(DIR)):
        os.remove(path(name))
    os.rmdir(DIR)

with open(path('t.txt'), 'w') as f:
    f.writelines(['a\n', 'bb\n', 'ccc\n'])
    f.flush()
    print(f.tell(), f.truncate(4), f.tell())
    f.write('Z')
print(repr(open(path('t.txt')).read()))
with open(path('t.txt'), 'r+') as f:
    print(f.truncate(2), repr(f.read()))
    f.seek(0)
    print(f.truncate(), repr(f.read()))
print(repr(open(path('t.txt')).read()))
with open(path('t.bin'), 'w+b') as f:
    f.write(b'0123456789')
    print(f.truncate(5), f.tell(), f.seek(0), f.read())
    f.writelines([b'x', bytearray(b'y')])
    f.seek(0)
    print(f.read(), f.truncate(20), f.seek(0, 2))
try:
    with open(path('t.txt'), 'w') as f:
        f.write('partial')
        raise KeyError('inside')
except KeyError as e:
    print('KeyError', e, f.closed)
print(repr(open(path('t.txt')).read()))
f = open(path('t.txt'))
print(f.__enter__() is f, f.__exit__(None, None, None), f.closed)

cleanup()
