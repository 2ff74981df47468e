# os.walk (top-down, bottom-up, pruning) and os.scandir over a small tree.
import os
base = f'/tmp/taipan_mod_os_walk_{os.getpid()}'
for d in ['a/b/c', 'a/d', 'e']:
    os.makedirs(os.path.join(base, d))
for f in ['top.txt', 'a/one.py', 'a/b/two.py', 'a/b/c/three.txt', 'e/four']:
    with open(os.path.join(base, f), 'w') as handle:
        handle.write(f)
def rel(path):
    return os.path.relpath(path, base)
for top, dirs, files in os.walk(base):
    dirs.sort()
    print(rel(top), dirs, sorted(files))
print('--- bottom up')
print(sorted((rel(top), sorted(dirs), sorted(files)) for top, dirs, files in os.walk(base, topdown=False)))
print('--- pruned')
for top, dirs, files in os.walk(base):
    dirs[:] = sorted(d for d in dirs if d != 'b')
    print(rel(top), dirs, sorted(files))
print('--- scandir')
with os.scandir(base) as entries:
    for entry in sorted(entries, key=lambda e: e.name):
        print(entry.name, rel(entry.path), entry.is_dir(), entry.is_file(), entry.is_symlink(),
              entry.stat().st_size if entry.is_file() else '-', repr(entry))
print(sorted(e.name for e in os.scandir(os.path.join(base, 'a'))))
print(list(os.walk(os.path.join(base, 'missing'))))
errors = []
list(os.walk(os.path.join(base, 'missing'), onerror=errors.append))
print([type(e).__name__ for e in errors])
for top, dirs, files in os.walk(base, topdown=False):
    for name in files:
        os.remove(os.path.join(top, name))
    os.rmdir(top)
print(os.path.exists(base))
