# io.UnsupportedOperation for reading a write-only file and writing a read-only one.
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
with open(path('u.txt'), 'w') as f:
    try:
        f.read()
    except io.UnsupportedOperation as e:
        print('read', type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))
    try:
        f.readline()
    except io.UnsupportedOperation as e:
        print('readline', e)
    try:
        for line in f:
            pass
    except io.UnsupportedOperation as e:
        print('iterate', e)
with open(path('u.txt')) as f:
    try:
        f.write('x')
    except io.UnsupportedOperation as e:
        print('write', e)
    try:
        f.truncate()
    except io.UnsupportedOperation as e:
        print('truncate', e)
with open(path('u.bin'), 'wb') as f:
    try:
        f.read()
    except io.UnsupportedOperation as e:
        print('binary read', e)
with open(path('u.bin'), 'rb') as f:
    try:
        f.write(b'x')
    except io.UnsupportedOperation as e:
        print('binary write', e)
with open(path('u.bin'), 'wb', buffering=0) as f:
    try:
        f.read()
    except io.UnsupportedOperation as e:
        print('raw read', e)
with open(path('u.bin'), 'rb', buffering=0) as f:
    try:
        f.write(b'x')
    except io.UnsupportedOperation as e:
        print('raw write', e)
print(io.UnsupportedOperation.__mro__[1:3], io.UnsupportedOperation.__module__)

cleanup()
