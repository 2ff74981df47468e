# OSError subclasses and CPython's messages from failing os calls.
import os
base = f'/tmp/taipan_mod_os_errors_{os.getpid()}'
os.mkdir(base)
os.chdir(base)
with open('file.txt', 'w') as f:
    f.write('data')
os.mkdir('dir')
with open('dir/inner', 'w') as f:
    f.write('x')
calls = [
    ('stat missing', lambda: os.stat('missing')),
    ('listdir missing', lambda: os.listdir('missing')),
    ('listdir file', lambda: os.listdir('file.txt')),
    ('mkdir existing', lambda: os.mkdir('dir')),
    ('mkdir no parent', lambda: os.mkdir('missing/child')),
    ('rmdir missing', lambda: os.rmdir('missing')),
    ('rmdir not empty', lambda: os.rmdir('dir')),
    ('rmdir file', lambda: os.rmdir('file.txt')),
    ('remove missing', lambda: os.remove('missing')),
    ('remove dir', lambda: os.remove('dir')),
    ('unlink missing', lambda: os.unlink('missing')),
    ('rename missing', lambda: os.rename('missing', 'other')),
    ('replace dir over file', lambda: os.replace('dir', 'file.txt')),
    ('chdir missing', lambda: os.chdir('missing')),
    ('chdir file', lambda: os.chdir('file.txt')),
    ('makedirs existing', lambda: os.makedirs('dir')),
    ('getsize missing', lambda: os.path.getsize('missing')),
    ('stat int-like', lambda: os.stat(3.5)),
]
for label, call in calls:
    try:
        call()
        print(label, 'no error')
    except OSError as e:
        print(label, '->', type(e).__name__, e.errno, e.strerror, e.filename, e.filename2)
        print('   ', e)
    except TypeError as e:
        print(label, '->', type(e).__name__, e)
print(issubclass(FileNotFoundError, OSError), os.error is OSError)
e = OSError(2, 'No such file or directory', 'x')
print(type(e).__name__, e)
os.remove('dir/inner')
os.rmdir('dir')
os.remove('file.txt')
os.chdir('/')
os.rmdir(base)
print(os.path.exists(base))
