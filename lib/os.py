"""os for Taipan: the Python front of the native posix module.

Provides the common functions (getcwd, chdir, listdir, mkdir, makedirs,
remove/unlink, rmdir, removedirs, rename, renames, replace, stat, lstat,
scandir, walk, getpid, urandom, cpu_count, strerror, fspath, getenv,
putenv, unsetenv), the constants (name, sep, linesep, ...), os.environ and
os.path (the module posixpath). Not provided yet: file descriptors (open,
read, write, close), processes (fork, exec*, system, spawn*), bytes paths.
"""

import sys
import posix as _posix
from posix import (getcwd, chdir, listdir, mkdir, rmdir, unlink, remove, rename, replace,
                   readlink, access, getpid, getppid, getuid, urandom, cpu_count, strerror,
                   F_OK, R_OK, W_OK, X_OK, O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_EXCL,
                   O_TRUNC, O_APPEND)
import posixpath as path

sys.modules['os.path'] = path

from posixpath import curdir, pardir, sep, pathsep, defpath, extsep, altsep, devnull

name = 'posix'
linesep = '\n'
error = OSError

__all__ = ['name', 'sep', 'altsep', 'extsep', 'pathsep', 'linesep', 'curdir', 'pardir',
           'defpath', 'devnull', 'path', 'environ', 'error', 'getcwd', 'chdir', 'listdir',
           'mkdir', 'makedirs', 'rmdir', 'removedirs', 'unlink', 'remove', 'rename', 'renames',
           'replace', 'stat', 'lstat', 'stat_result', 'scandir', 'DirEntry', 'walk', 'readlink',
           'access', 'getpid', 'getppid', 'getuid', 'urandom', 'cpu_count', 'strerror',
           'fspath', 'PathLike', 'getenv', 'putenv', 'unsetenv', 'F_OK', 'R_OK', 'W_OK',
           'X_OK']


def fspath(path):
    """The str or bytes a path-like object stands for."""
    if isinstance(path, (bytes, str)):
        return path
    kind = type(path)
    try:
        method = kind.__fspath__
    except AttributeError:
        raise TypeError("expected str, bytes or os.PathLike object, not "
                        + kind.__name__) from None
    result = method(path)
    if isinstance(result, (str, bytes)):
        return result
    raise TypeError(f"expected {kind.__name__}.__fspath__() to return str or bytes, "
                    f"not {type(result).__name__}")


class _PathLikeMeta(type):
    """Makes every class with a __fspath__ method a virtual subclass of
    PathLike, as the abstract base class does in CPython."""

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if cls is PathLike:
            return any('__fspath__' in vars(klass) for klass in subclass.__mro__)
        return type.__subclasscheck__(cls, subclass)


class PathLike(metaclass=_PathLikeMeta):
    """The abstract class of objects with a __fspath__ method."""

    def __fspath__(self):
        raise NotImplementedError


_STAT_FIELDS = ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid', 'st_size')


class stat_result(tuple):
    """The result of stat(): a 10-tuple of ints (whole seconds for the
    times), with the float times and nanosecond times as attributes."""

    n_sequence_fields = 10
    n_fields = 13

    def __new__(cls, values):
        values = tuple(values)
        whole = values[:7] + tuple(int(time) for time in values[7:10])
        self = super().__new__(cls, whole)
        self._times = values[7:10]
        self._nanoseconds = values[10:13]
        return self

    st_mode = property(lambda self: self[0])
    st_ino = property(lambda self: self[1])
    st_dev = property(lambda self: self[2])
    st_nlink = property(lambda self: self[3])
    st_uid = property(lambda self: self[4])
    st_gid = property(lambda self: self[5])
    st_size = property(lambda self: self[6])
    st_atime = property(lambda self: self._times[0])
    st_mtime = property(lambda self: self._times[1])
    st_ctime = property(lambda self: self._times[2])
    st_atime_ns = property(lambda self: self._nanoseconds[0])
    st_mtime_ns = property(lambda self: self._nanoseconds[1])
    st_ctime_ns = property(lambda self: self._nanoseconds[2])

    def __repr__(self):
        names = _STAT_FIELDS + ('st_atime', 'st_mtime', 'st_ctime')
        shown = ', '.join(f'{field}={value}' for field, value in zip(names, self))
        return f'os.stat_result({shown})'

    def __reduce__(self):
        return (stat_result, (tuple(self) + tuple(self._nanoseconds),))


def stat(path, *, dir_fd=None, follow_symlinks=True):
    """Information about the file at `path` (os.stat_result)."""
    if follow_symlinks:
        return stat_result(_posix.stat(path))
    return stat_result(_posix.lstat(path))


def lstat(path, *, dir_fd=None):
    """stat() without following a final symbolic link."""
    return stat_result(_posix.lstat(path))


def makedirs(name, mode=0o777, exist_ok=False):
    """mkdir, creating the missing parent directories too."""
    parent, leaf = path.split(name)
    if not leaf:
        parent, leaf = path.split(parent)
    missing_parent = bool(parent) and bool(leaf) and not path.exists(parent)
    if missing_parent:
        try:
            makedirs(parent, mode, exist_ok)
        except FileExistsError:
            # Someone else made it in the meantime, which is as good.
            pass
    if missing_parent and leaf == curdir:
        # "parent/." names the directory just created.
        return
    try:
        mkdir(name, mode=mode)
    except OSError:
        # An existing directory is only an error when exist_ok is false.
        tolerated = exist_ok and path.isdir(name)
        if not tolerated:
            raise


def removedirs(name):
    """rmdir, then removes the parent directories that became empty."""
    rmdir(name)
    parent, leaf = path.split(name)
    if not leaf:
        parent, leaf = path.split(parent)
    while parent and leaf:
        try:
            rmdir(parent)
        except OSError:
            return
        parent, leaf = path.split(parent)


def renames(old, new):
    """rename, creating the directories the new name needs and removing the
    ones the old name leaves empty."""
    target_parent, target_leaf = path.split(new)
    if target_parent and target_leaf and not path.lexists(target_parent):
        makedirs(target_parent)
    rename(old, new)
    source_parent, source_leaf = path.split(old)
    if source_parent and source_leaf:
        try:
            removedirs(source_parent)
        except OSError:
            pass


class DirEntry:
    """One entry of scandir(): its name, its path and cached file type."""

    def __init__(self, directory, name):
        self.name = name
        self.path = path.join(directory, name)
        self._lstat = None
        self._stat = None

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return f'<DirEntry {self.name!r}>'

    def stat(self, *, follow_symlinks=True):
        if not follow_symlinks:
            if self._lstat is None:
                self._lstat = lstat(self.path)
            return self._lstat
        if self._stat is None:
            self._stat = stat(self.path)
        return self._stat

    def _mode(self, follow_symlinks):
        try:
            return self.stat(follow_symlinks=follow_symlinks).st_mode
        except FileNotFoundError:
            return 0

    def is_dir(self, *, follow_symlinks=True):
        return (self._mode(follow_symlinks) & 0o170000) == 0o040000

    def is_file(self, *, follow_symlinks=True):
        return (self._mode(follow_symlinks) & 0o170000) == 0o100000

    def is_symlink(self):
        return (self._mode(False) & 0o170000) == 0o120000

    def inode(self):
        return self.stat(follow_symlinks=False).st_ino


class _ScandirIterator:
    def __init__(self, directory):
        self._directory = directory
        self._names = iter(listdir(directory))

    def __iter__(self):
        return self

    def __next__(self):
        return DirEntry(self._directory, next(self._names))

    def close(self):
        self._names = iter(())

    def __enter__(self):
        return self

    def __exit__(self, *details):
        self.close()


def scandir(path='.'):
    """An iterator of DirEntry objects for the entries of the directory."""
    return _ScandirIterator(fspath(path) if path is not None else '.')


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Yields (dirpath, dirnames, filenames) for each directory of the tree
    rooted at top; with topdown, dirnames may be pruned in place."""
    top = fspath(top)
    try:
        entries = list(scandir(top))
    except OSError as failure:
        # An unreadable directory is reported (when asked) and skipped.
        if onerror is not None:
            onerror(failure)
        return
    directories = []
    files = []
    for entry in entries:
        if entry.is_dir():
            directories.append(entry.name)
        else:
            files.append(entry.name)
    if topdown:
        yield top, directories, files
    for name in directories:
        child = path.join(top, name)
        if followlinks or not path.islink(child):
            yield from walk(child, topdown, onerror, followlinks)
    if not topdown:
        yield top, directories, files


class _Environ(dict):
    """os.environ: a dict of str whose changes also reach the process
    environment (so child processes see them)."""

    def __setitem__(self, key, value):
        for item in (key, value):
            if type(item) is not str and not isinstance(item, str):
                raise TypeError("str expected, not " + type(item).__name__)
        _posix.putenv(key, value)
        dict.__setitem__(self, key, value)

    def __delitem__(self, key):
        super().__delitem__(key)
        _posix.unsetenv(key)

    def pop(self, key, *default):
        if key in self:
            value = self[key]
            del self[key]
            return value
        if default:
            return default[0]
        raise KeyError(key)

    def setdefault(self, key, value):
        if key in self:
            return self[key]
        self[key] = value
        return value

    def update(self, *args, **kwargs):
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def clear(self):
        for key in list(self):
            del self[key]

    def copy(self):
        return dict(self)

    def __repr__(self):
        return 'environ(' + dict.__repr__(self) + ')'


environ = _Environ(_posix.environ)


def getenv(key, default=None):
    """environ.get(key, default)."""
    return environ.get(key, default)


def putenv(key, value):
    _posix.putenv(key, value)


def unsetenv(key):
    _posix.unsetenv(key)
