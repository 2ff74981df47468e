# File object attributes and reprs (names relative to the temporary directory).
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
os.chdir(DIR)
with open('attr.txt', 'w') as f:
    print(repr(f), f.name, f.mode, f.encoding, f.errors, f.closed, f.line_buffering, f.newlines)
    print(repr(f.buffer), type(f.buffer).__name__, f.buffer.name, f.buffer.mode, f.buffer.closed)
    print(repr(f.buffer.raw) == repr(f.buffer.raw), f.readable(), f.writable(), f.seekable(), f.isatty(), f.fileno() > 2)
    print(isinstance(f, io.TextIOWrapper), isinstance(f.buffer, io.BufferedWriter))
print(repr(f), f.closed, f.buffer.closed)
with open('attr.txt', 'rb') as f:
    print(repr(f), f.name, f.mode, isinstance(f, io.BufferedReader), f.closed)
with open('attr.txt', 'rb', buffering=0) as f:
    print(repr(f), f.name, f.mode, f.closefd, isinstance(f, io.FileIO))
print(repr(f))
with open('attr.txt', 'r+b') as f:
    print(repr(f), f.mode, isinstance(f, io.BufferedRandom))
with open('attr.txt', 'a', encoding='latin-1') as f:
    print(repr(f), f.mode)
with open('attr.txt', 'w', errors='ignore', encoding='ascii') as f:
    print(repr(f), f.errors)
holder = open('attr.txt', 'rb')
fd = holder.fileno()
with open(fd, closefd=False) as f:
    print(f.name == fd, f.mode, repr(f.read()))
holder.close()
os.chdir('/')

cleanup()
