# Writing and reading a text file: write, read, read(n), readline, readlines, iteration.
import os

DIR = '/tmp/taipan_open_%d' % os.getpid()
os.mkdir(DIR)


def path(name):
    return DIR + '/' + name


def cleanup():
    for name in sorted(os.listdir(DIR)):
        os.remove(path(name))
    os.rmdir(DIR)

with open(path('a.txt'), 'w') as f:
    print(f.write('first line\n'), f.write('second\n'), f.write(''), f.write('caf\xe9 \u20ac\n'), f.write('last'))
with open(path('a.txt')) as f:
    print(repr(f.read()))
with open(path('a.txt')) as f:
    print(repr(f.read(5)), repr(f.read(0)), repr(f.readline()), repr(f.readline(3)), repr(f.readline()))
    print(repr(f.read(3)), repr(f.read()), repr(f.read()), repr(f.readline()))
with open(path('a.txt')) as f:
    print(f.readlines())
with open(path('a.txt')) as f:
    print([line for line in f])
with open(path('a.txt')) as f:
    print(f.readlines(5), f.readlines())
with open(path('a.txt'), encoding='utf-8') as f:
    print(list(enumerate(f)))
with open(path('empty.txt'), 'w') as f:
    pass
with open(path('empty.txt')) as f:
    print(repr(f.read()), repr(f.readline()), f.readlines(), list(f))
print(open(path('a.txt')).read().count('\n'))

cleanup()
