# io.FileIO created directly: modes, raw reads and writes, and mode errors.
import io
import os

DIR = '/tmp/taipan_fileio_%d' % os.getpid()
os.mkdir(DIR)
name = DIR + '/raw.bin'
f = io.FileIO(name, 'w')
print(f.mode, f.write(b'abc'), f.write(bytearray(b'def')), f.closefd, f.readable(), f.writable())
f.close()
print(f.closed, repr(f))
f = io.FileIO(name)
print(f.mode, f.read(2), f.read(), f.read(), f.seek(1), f.readall(), f.tell())
f.close()
f = io.FileIO(name, 'r+')
print(f.mode, f.read(1), f.write(b'X'), f.seek(0), f.readall())
f.close()
f = io.FileIO(name, 'a')
print(f.mode, f.write(b'!'), f.tell())
f.close()
with io.FileIO(name, 'rb') as f:
    print(f.read(), type(f).__name__)
try:
    io.FileIO(name, 'x')
except FileExistsError as e:
    print('FileExistsError', e.errno)
for mode in ['rw', 'q', 'rt', '', 'r++', 'wa']:
    try:
        io.FileIO(name, mode)
    except ValueError as e:
        print(repr(mode), 'ValueError', e)
os.remove(name)
os.rmdir(DIR)
