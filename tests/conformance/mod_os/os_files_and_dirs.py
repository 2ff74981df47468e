# Files and directories: makedirs, listdir, walk, stat, rename, replace, removedirs, scandir.
import os, os.path, sys
base = f'/tmp/taipan_mod_os_files_{os.getpid()}'
os.makedirs(os.path.join(base, 'a', 'b'), exist_ok=True)
os.makedirs(os.path.join(base, 'a', 'b'), exist_ok=True)
try:
    os.makedirs(os.path.join(base, 'a'))
except FileExistsError as e:
    print(type(e).__name__, e.errno, str(e).replace(base, 'BASE'))
os.chdir(base)
print(os.getcwd() == base, os.path.exists('a'), os.path.isdir('a/b'), os.path.isfile('a'))
try:
    os.stat('nope')
except OSError as e:
    print(type(e).__name__, e, e.errno, e.filename, e.strerror)
try:
    os.rename('nope', 'x')
except OSError as e:
    print(type(e).__name__, e)
try: os.rmdir('a')
except OSError as e: print(type(e).__name__, e)
try: os.remove('a')
except OSError as e: print(type(e).__name__, e)
print(sorted(os.listdir('.')), os.listdir(base + '/a'))
for top, dirs, files in os.walk('.'): print(top, sorted(dirs), sorted(files))
st = os.stat('a')
print(type(st).__name__, st.st_size > 0, isinstance(st.st_mtime, float), len(st), oct(st.st_mode & 0o170000))
print(os.name, repr(os.sep), repr(os.linesep), os.path.sep, os.curdir, os.pardir, os.pathsep)
print(os.path.join('a', 'b', '/c', 'd'), os.path.split('/x/y/z.txt'), os.path.splitext('a/b.tar.gz'), os.path.splitext('.bashrc'))
print(os.path.basename('/a/b/'), os.path.dirname('/a/b/'), os.path.normpath('a//b/../c/./d'), os.path.normpath('//a/..'), os.path.normpath('///a'))
print(os.path.relpath('/a/b/c', '/a/d'), os.path.isabs('/x'), os.path.isabs('x'), os.path.abspath('x/../y') == base + '/y')
print(os.path.expanduser('~/x') == os.environ['HOME'] + '/x', os.getenv('NOPE_X'), os.getenv('NOPE_X', 'd'))
os.environ['TAIPAN_T'] = 'v'; print(os.environ.get('TAIPAN_T'), os.getenv('TAIPAN_T'))
print(len(os.urandom(8)), type(os.urandom(3)).__name__, os.cpu_count() > 0, os.strerror(2))
print(os.fspath('p'), sys.modules['os.path'] is os.path, os.path.__name__)
print(os.path.realpath('a/b/..') == base + '/a', os.path.commonprefix(['abc', 'abd']), os.path.commonpath(['/a/b', '/a/c']))
with os.scandir('a') as it:
    print([(e.name, e.is_dir(), e.is_file()) for e in it])
os.rename('a/b', 'a/c'); print(os.listdir('a'))
os.replace('a/c', 'a/d'); print(os.listdir('a'))
os.rmdir('a/d'); os.removedirs('a'); print(os.listdir('.'))
os.chdir('/'); os.rmdir(base); print(os.path.exists(base))
print(os.path.getsize(__file__) > 0)
