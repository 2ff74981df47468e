# seek and tell on text and binary files, with the text cookie round-tripping.
import os

DIR = '/tmp/taipan_open_%d' % os.getpid()
os.mkdir(DIR)


def path(name):
    return DIR + '/' + name


def cleanup():
    for name in sorted(os.listdir(DIR)):
        os.remove(path(name))
    os.rmdir(DIR)

import io
with open(path('s.txt'), 'w') as f:
    f.write('alpha\nbeta\ngamma\n')
    print(f.tell())
with open(path('s.txt')) as f:
    print(f.tell(), repr(f.readline()), f.tell())
    mark = f.tell()
    print(repr(f.readline()), f.tell())
    f.seek(mark)
    print(repr(f.readline()), repr(f.read(2)))
    print(f.seek(0), repr(f.read(3)), f.seek(0, io.SEEK_END), repr(f.read()), f.seek(0, 1))
    for args in [(1, 1), (-1, 2), (0, 5), (-5,)]:
        try:
            f.seek(*args)
        except (io.UnsupportedOperation, ValueError) as e:
            print(args, type(e).__name__, e)
    f.seek(0)
    print(next(f), f.readline())
with open(path('s.bin'), 'w+b') as f:
    f.write(b'0123456789')
    print(f.tell(), f.seek(2), f.read(3), f.tell(), f.seek(-2, 2), f.read(), f.seek(1, io.SEEK_SET))
    print(f.seek(3, io.SEEK_CUR), f.read(1), f.seek(0, io.SEEK_END), f.tell())
    f.seek(20)
    f.write(b'!')
    f.seek(0)
    print(f.read())
    try:
        f.seek(0, 7)
    except ValueError as e:
        print('ValueError', e)
with open(path('u.txt'), 'w', encoding='utf-8') as f:
    f.write('\u20ac\xe9a\n\u20acb')
with open(path('u.txt'), encoding='utf-8') as f:
    print(repr(f.read(1)), f.tell(), repr(f.read(2)), f.tell(), repr(f.readline()), f.tell())
    positions = []
    f.seek(0)
    while True:
        positions.append(f.tell())
        if not f.read(1):
            break
    print(positions)
    f.seek(positions[4])
    print(repr(f.read()))

cleanup()
