# Large files: many lines, long lines and chunked reads.
import os

DIR = '/tmp/taipan_open_%d' % os.getpid()
os.mkdir(DIR)


def path(name):
    return DIR + '/' + name


def cleanup():
    for name in sorted(os.listdir(DIR)):
        os.remove(path(name))
    os.rmdir(DIR)

with open(path('big.txt'), 'w') as f:
    for i in range(5000):
        f.write('line %d %s\n' % (i, 'x' * (i % 50)))
with open(path('big.txt')) as f:
    lines = f.readlines()
print(len(lines), lines[0], lines[4999], sum(len(line) for line in lines))
with open(path('big.txt')) as f:
    total = 0
    count = 0
    for line in f:
        total += len(line)
        count += 1
    print(count, total, f.tell())
with open(path('big.txt')) as f:
    chunks = []
    while True:
        chunk = f.read(4096)
        if not chunk:
            break
        chunks.append(len(chunk))
    print(len(chunks), chunks[0], chunks[-1], sum(chunks))
with open(path('big.txt'), 'rb') as f:
    data = f.read()
    print(len(data), data[:12], data[-12:], data.count(b'\n'))
with open(path('long.txt'), 'w') as f:
    f.write('y' * 100000 + '\nshort\n')
with open(path('long.txt')) as f:
    print(len(f.readline()), repr(f.readline()), repr(f.readline()))

cleanup()
