# Universal newlines on read and newline translation on write.
import os

DIR = '/tmp/taipan_open_%d' % os.getpid()
os.mkdir(DIR)


def path(name):
    return DIR + '/' + name


def cleanup():
    for name in sorted(os.listdir(DIR)):
        os.remove(path(name))
    os.rmdir(DIR)

with open(path('n.bin'), 'wb') as f:
    f.write(b'unix\nwindows\r\nmac\rmixed\r\r\n\nend')
for newline in [None, '', '\n', '\r', '\r\n']:
    with open(path('n.bin'), newline=newline) as f:
        print(repr(newline), f.readlines())
    with open(path('n.bin'), newline=newline) as f:
        print(repr(newline), repr(f.read()))
    with open(path('n.bin'), newline=newline) as f:
        print(repr(newline), repr(f.read(9)), repr(f.read(6)))
for newline in [None, '', '\n', '\r', '\r\n']:
    with open(path('w.txt'), 'w', newline=newline) as f:
        f.write('a\nb\r\nc\rd\n')
    with open(path('w.txt'), 'rb') as f:
        print(repr(newline), f.read())
with open(path('cr.bin'), 'wb') as f:
    f.write(b'x\r' * 5000 + b'\ny')
with open(path('cr.bin')) as f:
    lines = f.readlines()
    print(len(lines), lines[0], repr(lines[-2]), repr(lines[-1]))

cleanup()
