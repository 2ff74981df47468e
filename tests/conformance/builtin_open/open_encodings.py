# Text files in utf-8, latin-1 and ascii, with error handlers.
import os

DIR = '/tmp/taipan_open_%d' % os.getpid()
os.mkdir(DIR)


def path(name):
    return DIR + '/' + name


def cleanup():
    for name in sorted(os.listdir(DIR)):
        os.remove(path(name))
    os.rmdir(DIR)

text = 'caf\xe9 na\xefve \u20ac'
for encoding in ['utf-8', 'latin-1', 'ascii']:
    for errors in [None, 'strict', 'ignore', 'replace', 'backslashreplace']:
        try:
            with open(path('e.txt'), 'w', encoding=encoding, errors=errors) as f:
                f.write(text)
            with open(path('e.txt'), 'rb') as f:
                print(encoding, errors, f.read())
        except UnicodeEncodeError as e:
            print(encoding, errors, 'UnicodeEncodeError', e.start, e.end, e.reason)
with open(path('raw.bin'), 'wb') as f:
    f.write(b'ok \xe9 \xc3\xa9 \xff end')
for encoding in ['utf-8', 'latin-1', 'ascii']:
    for errors in [None, 'ignore', 'replace', 'backslashreplace', 'surrogateescape']:
        try:
            with open(path('raw.bin'), encoding=encoding, errors=errors) as f:
                print(encoding, errors, ascii(f.read()))
        except UnicodeDecodeError as e:
            print(encoding, errors, 'UnicodeDecodeError', e.start, e.end, e.reason)
with open(path('raw.bin'), encoding='latin1') as f:
    print(f.encoding, f.errors, len(f.read()))
with open(path('raw.bin'), encoding='utf-8', errors='replace') as f:
    print(f.encoding, f.errors, ascii(f.readline()))

cleanup()
