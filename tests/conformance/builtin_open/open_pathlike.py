# open() with os.PathLike objects, bytes paths and integer descriptors.
import os

DIR = '/tmp/taipan_open_%d' % os.getpid()
os.mkdir(DIR)


def path(name):
    return DIR + '/' + name


def cleanup():
    for name in sorted(os.listdir(DIR)):
        os.remove(path(name))
    os.rmdir(DIR)

class P:
    def __init__(self, p):
        self.p = p

    def __fspath__(self):
        return self.p


with open(P(path('p.txt')), 'w') as f:
    f.write('via fspath')
    print(f.name == path('p.txt'))
with open(path('p.txt').encode(), 'rb') as f:
    print(f.read(), f.name == path('p.txt').encode())
holder = open(path('p.txt'), 'rb')
fd = holder.fileno()
f = open(fd, 'rb', closefd=False)
print(f.read(3), f.name == fd, f.closefd if hasattr(f, 'closefd') else None)
f.close()
print(holder.read(4), holder.closed)
with open(fd, encoding='ascii', closefd=False) as f:
    print(repr(f.read()), f.name == fd)
holder.close()

cleanup()
