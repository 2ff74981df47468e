# os.path's string functions on many inputs (no file system access).
import os.path as p
paths = ['', '/', '//', '///', 'a', '/a', 'a/', 'a/b', '/a/b/', 'a//b', 'a/./b', 'a/../b',
         '../a', './a', '.', '..', '/..', '/../a', 'a/b/../../..', '//a/b', '///a/b',
         'a.txt', '.hidden', '..double', 'a/b.tar.gz', 'a.b/c', 'a/.b', 'a/b.', '/a/b/c.d/e',
         '~', '~/x', 'x/~', 'a/b/c/../d/./e/', '.../x', 'a...b', '/.', 'dir.d/']
for path in paths:
    print(repr(path), p.split(path), p.splitext(path), repr(p.basename(path)),
          repr(p.dirname(path)), repr(p.normpath(path)), p.isabs(path), p.splitdrive(path))
joins = [('a', 'b'), ('a/', 'b'), ('a', '/b'), ('', 'b'), ('a', ''), ('', ''), ('/', 'a', 'b'),
         ('a', 'b/', 'c'), ('a', '/b', 'c', '/d', 'e'), ('a//', '//b'), ('.', '..', 'x')]
for parts in joins:
    print(parts, repr(p.join(*parts)))
for path, start in [('/a/b/c', '/a'), ('/a', '/a/b/c'), ('/a/b', '/a/b'), ('/x/y', '/a/b'),
                    ('/a/b/c', '/a/d/e'), ('/', '/a'), ('/a', '/')]:
    print(path, start, p.relpath(path, start))
print(p.commonprefix(['interstellar', 'internet', 'interval']), repr(p.commonprefix([])),
      p.commonprefix(['/a/b', '/a/bc']))
print(p.commonpath(['/a/b/c', '/a/b/d', '/a/bx']), p.commonpath(['a/b', 'a/c']),
      p.commonpath(['/a']), repr(p.commonpath(['a', 'b'])))
for bad in [[], ['/a', 'b']]:
    try:
        p.commonpath(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    p.relpath('')
except ValueError as e:
    print(type(e).__name__, e)
for bad in [1, None, 2.5]:
    try:
        p.join(bad, 'x')
    except TypeError as e:
        print(type(e).__name__, e)
print(p.sep, p.pathsep, p.curdir, p.pardir, p.extsep, p.altsep, p.devnull, p.defpath)
print(p.normcase('AbC'), p.expandvars('no dollars'), p.expanduser('plain'), p.expanduser('~nosuchuser_xyz/a'))
