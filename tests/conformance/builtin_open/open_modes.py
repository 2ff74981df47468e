# Modes r/w/a/x with b/t and +, and the errors for bad modes and arguments.
import os

DIR = '/tmp/taipan_open_%d' % os.getpid()
os.mkdir(DIR)


def path(name):
    return DIR + '/' + name


def cleanup():
    for name in sorted(os.listdir(DIR)):
        os.remove(path(name))
    os.rmdir(DIR)

with open(path('m.txt'), 'w') as f:
    f.write('one\n')
with open(path('m.txt'), 'a') as f:
    f.write('two\n')
    print(f.mode, f.writable(), f.readable())
with open(path('m.txt'), 'r') as f:
    print(repr(f.read()), f.mode)
with open(path('m.txt'), 'w+') as f:
    f.write('new')
    f.seek(0)
    print(repr(f.read()), f.readable(), f.writable(), f.mode)
with open(path('m.txt'), 'r+') as f:
    print(repr(f.read(1)))
    f.seek(0)
    f.write('N')
with open(path('m.txt'), 'a+') as f:
    f.write('!')
    f.seek(0)
    print(repr(f.read()))
with open(path('m.txt'), 'rt') as f:
    print(f.mode, repr(f.read()))
with open(path('x.txt'), 'x') as f:
    f.write('exclusive')
try:
    open(path('x.txt'), 'x')
except FileExistsError as e:
    print('FileExistsError', e.errno, e.strerror, e.filename == path('x.txt'))
with open(path('x2.bin'), 'xb') as f:
    print(f.mode, type(f).__name__)
for m in ['rb', 'wb', 'ab', 'r+b', 'w+b', 'a+b', 'rb+']:
    with open(path('x2.bin'), m) as f:
        print(m, f.mode, type(f).__name__, f.readable(), f.writable())
for m in ['q', 'rw', 'rt+b', 'r++', 'b', 't', '+', 'rU', 'wx', 'rbt', 'rr', '']:
    try:
        open(path('m.txt'), m)
    except ValueError as e:
        print(repr(m), 'ValueError', e)
for kwargs in [{'mode': 'rb', 'encoding': 'utf-8'}, {'mode': 'rb', 'errors': 'strict'},
               {'mode': 'rb', 'newline': ''}, {'newline': 'x'}, {'buffering': 0}, {'encoding': 'bogus'}]:
    try:
        open(path('m.txt'), **kwargs)
    except (ValueError, LookupError) as e:
        print(kwargs, type(e).__name__, e)

cleanup()
