# os constants, fspath, PathLike, strerror, getpid, urandom, cpu_count, stat fields.
import os
print(os.name, repr(os.sep), repr(os.linesep), os.curdir, os.pardir, os.extsep, os.pathsep,
      os.altsep, os.devnull)
print(os.F_OK, os.R_OK, os.W_OK, os.X_OK)
print([os.strerror(code) for code in (1, 2, 13, 17, 20, 21, 39)])
class P:
    def __fspath__(self):
        return 'from fspath'
class Bad:
    def __fspath__(self):
        return 5
print(os.fspath('text'), os.fspath(b'bytes'), os.fspath(P()), isinstance(P(), os.PathLike))
for value in [5, Bad()]:
    try:
        os.fspath(value)
    except TypeError as e:
        print(type(e).__name__, e)
print(os.getpid() == os.getpid(), os.getpid() > 0, type(os.getpid()).__name__)
print(len(os.urandom(0)), len(os.urandom(16)), os.urandom(4) != os.urandom(4) or 'tiny chance')
try:
    os.urandom(-1)
except ValueError as e:
    print(type(e).__name__, e)
count = os.cpu_count()
print(count is None or count >= 1)
base = f'/tmp/taipan_mod_os_misc_{os.getpid()}'
os.mkdir(base)
name = os.path.join(base, 'f.bin')
with open(name, 'w') as f:
    f.write('12345')
st = os.stat(name)
print(st.st_size, st[6], len(st), oct(st.st_mode & 0o170000), int(st.st_mtime) == st[8])
print(isinstance(st.st_mtime_ns, int), abs(st.st_mtime_ns / 1e9 - st.st_mtime) < 1)
print(os.path.getsize(name), os.path.isfile(name), os.path.isdir(base), os.path.islink(name))
print(os.path.exists(P()), os.stat(base).st_mode & 0o170000 == 0o040000)
print(os.path.samefile(name, os.path.join(base, '.', 'f.bin')))
print(os.access(name, os.R_OK), os.access(os.path.join(base, 'none'), os.F_OK))
os.remove(name)
os.rmdir(base)
print(os.listdir(base) if os.path.exists(base) else 'removed')
