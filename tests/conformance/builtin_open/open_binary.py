# Binary files: read, read(n), readline, readinto, write with buffers, bytes results.
import os

DIR = '/tmp/taipan_open_%d' % os.getpid()
os.mkdir(DIR)


def path(name):
    return DIR + '/' + name


def cleanup():
    for name in sorted(os.listdir(DIR)):
        os.remove(path(name))
    os.rmdir(DIR)

with open(path('b.bin'), 'wb') as f:
    print(f.write(b'\x00\x01\x02line\n'), f.write(bytearray(b'more\r\n')), f.write(memoryview(b'end')))
    try:
        f.write('text')
    except TypeError as e:
        print('TypeError', e)
with open(path('b.bin'), 'rb') as f:
    print(f.read())
with open(path('b.bin'), 'rb') as f:
    print(f.read(2), f.readline(), f.readline(), f.readline(), f.readline(), f.read(), f.read(5))
with open(path('b.bin'), 'rb') as f:
    print(f.readlines(), type(f).__name__)
with open(path('b.bin'), 'rb') as f:
    print(list(f))
with open(path('b.bin'), 'rb') as f:
    buf = bytearray(4)
    print(f.readinto(buf), buf, f.read1(3), f.readline(2))
with open(path('b.bin'), 'rb', buffering=0) as f:
    print(type(f).__name__, f.read(3), f.readall(), f.read())
with open(path('b.bin'), 'r+b') as f:
    f.seek(3)
    f.write(b'LINE')
    f.seek(0)
    print(f.read(), type(f).__name__)

cleanup()
