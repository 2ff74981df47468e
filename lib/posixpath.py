"""os.path for Taipan (POSIX paths, '/' separated), written from the
documented behaviour of CPython's posixpath.

Provides the common functions: join, split, splitext, basename, dirname,
normpath, abspath, realpath, relpath, expanduser, expandvars, isabs,
exists, lexists, isfile, isdir, islink, getsize, getmtime, getatime,
getctime, commonprefix, commonpath, samefile. Paths are str (or os.PathLike
objects giving str); bytes paths are not supported yet.
"""

import posix as _posix

__all__ = ['sep', 'altsep', 'extsep', 'pathsep', 'curdir', 'pardir', 'defpath', 'devnull',
           'join', 'split', 'splitext', 'basename', 'dirname', 'normpath', 'abspath',
           'realpath', 'relpath', 'expanduser', 'expandvars', 'isabs', 'exists', 'lexists',
           'isfile', 'isdir', 'islink', 'getsize', 'getmtime', 'getatime', 'getctime',
           'commonprefix', 'commonpath', 'samefile', 'splitdrive', 'normcase', 'ismount']

sep = '/'
altsep = None
extsep = '.'
pathsep = ':'
curdir = '.'
pardir = '..'
defpath = '/bin:/usr/bin'
devnull = '/dev/null'
supports_unicode_filenames = False

_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000
_S_IFLNK = 0o120000


def _text(path, function=None):
    """The str a path argument stands for (os.fspath's rule)."""
    if isinstance(path, str):
        return path
    method = getattr(type(path), '__fspath__', None)
    if method is not None:
        result = method(path)
        if isinstance(result, str):
            return result
        raise TypeError(f"expected {type(path).__name__}.__fspath__() to return str or bytes, "
                        f"not {type(result).__name__}")
    if function is None:
        raise TypeError(f"expected str, bytes or os.PathLike object, not {type(path).__name__}")
    raise TypeError(f"{function}() argument must be str, bytes, or os.PathLike object, "
                    f"not '{type(path).__name__}'")


def normcase(s):
    return _text(s)


def isabs(s):
    return _text(s).startswith('/')


def splitdrive(p):
    return p[:0], _text(p)


def join(a, *p):
    path = _text(a)
    for piece in p:
        piece = _text(piece)
        if piece.startswith('/'):
            path = piece
        elif not path or path.endswith('/'):
            path += piece
        else:
            path += '/' + piece
    return path


def split(p):
    p = _text(p)
    cut = p.rfind('/') + 1
    head, tail = p[:cut], p[cut:]
    if head and head != '/' * len(head):
        head = head.rstrip('/')
    return head, tail


def splitext(p):
    p = _text(p)
    slash = p.rfind('/')
    dot = p.rfind('.')
    if dot > slash:
        # A leading run of dots in the last component is not an extension.
        start = slash + 1
        while start < dot:
            if p[start] != '.':
                return p[:dot], p[dot:]
            start += 1
    return p, p[:0]


def basename(p):
    p = _text(p)
    return p[p.rfind('/') + 1:]


def dirname(p):
    p = _text(p)
    head = p[:p.rfind('/') + 1]
    if head and head != '/' * len(head):
        head = head.rstrip('/')
    return head


def normpath(path):
    path = _text(path)
    if not path:
        return '.'
    if path.startswith('/'):
        # POSIX keeps exactly two leading slashes; three or more become one.
        leading = 2 if path.startswith('//') and not path.startswith('///') else 1
    else:
        leading = 0
    parts = []
    for part in path.split('/'):
        if part in ('', '.'):
            continue
        if part == '..':
            if parts and parts[-1] != '..':
                parts.pop()
            elif not leading:
                parts.append(part)
            continue
        parts.append(part)
    result = '/' * leading + '/'.join(parts)
    return result or '.'


def abspath(path):
    path = _text(path)
    if not path.startswith('/'):
        path = join(_posix.getcwd(), path)
    return normpath(path)


def _is_link(path):
    try:
        return (_posix.lstat(path)[0] & _S_IFMT) == _S_IFLNK
    except (OSError, ValueError):
        return False


def realpath(filename, *, strict=False):
    filename = _text(filename)
    if not filename.startswith('/'):
        filename = join(_posix.getcwd(), filename)
    resolved = '/'
    pending = [part for part in filename.split('/') if part]
    pending.reverse()
    seen = 0
    while pending:
        part = pending.pop()
        if part == '.':
            continue
        if part == '..':
            resolved = dirname(resolved) or '/'
            continue
        candidate = join(resolved, part)
        if _is_link(candidate):
            seen += 1
            if seen > 40:
                if strict:
                    raise OSError(40, 'Too many levels of symbolic links', filename)
                resolved = candidate
                continue
            target = _posix.readlink(candidate)
            if target.startswith('/'):
                resolved = '/'
            for piece in reversed([piece for piece in target.split('/') if piece]):
                pending.append(piece)
            continue
        if strict:
            _posix.lstat(candidate)
        resolved = candidate
    return resolved


def relpath(path, start=None):
    if not path:
        raise ValueError("no path specified")
    path = _text(path)
    start = curdir if start is None else _text(start)
    start_parts = [part for part in abspath(start).split('/') if part]
    path_parts = [part for part in abspath(path).split('/') if part]
    common = 0
    for mine, theirs in zip(start_parts, path_parts):
        if mine != theirs:
            break
        common += 1
    parts = [pardir] * (len(start_parts) - common) + path_parts[common:]
    return join(*parts) if parts else curdir


def expanduser(path):
    path = _text(path)
    if not path.startswith('~'):
        return path
    cut = path.find('/', 1)
    if cut < 0:
        cut = len(path)
    if cut == 1:
        home = _posix.environ.get('HOME')
        if home is None:
            return path
    else:
        return path
    home = home.rstrip('/')
    return (home + path[cut:]) or '/'


def expandvars(path):
    path = _text(path)
    if '$' not in path:
        return path
    result = []
    index = 0
    while index < len(path):
        character = path[index]
        if character != '$':
            result.append(character)
            index += 1
            continue
        if path.startswith('${', index):
            end = path.find('}', index + 2)
            if end < 0:
                result.append(path[index:])
                break
            name = path[index + 2:end]
            following = end + 1
        else:
            end = index + 1
            while end < len(path) and (path[end].isalnum() or path[end] == '_'):
                end += 1
            name = path[index + 1:end]
            following = end
        if name and name in _posix.environ:
            result.append(_posix.environ[name])
        else:
            result.append(path[index:following])
        index = following
    return ''.join(result)


def _mode(path, follow=True):
    try:
        return (_posix.stat if follow else _posix.lstat)(_text(path))[0]
    except (OSError, ValueError):
        return None


def exists(path):
    return _mode(path) is not None


def lexists(path):
    return _mode(path, follow=False) is not None


def isfile(path):
    mode = _mode(path)
    return mode is not None and (mode & _S_IFMT) == _S_IFREG


def isdir(s):
    mode = _mode(s)
    return mode is not None and (mode & _S_IFMT) == _S_IFDIR


def islink(path):
    mode = _mode(path, follow=False)
    return mode is not None and (mode & _S_IFMT) == _S_IFLNK


def ismount(path):
    try:
        own = _posix.lstat(_text(path))
        parent = _posix.lstat(join(_text(path), '..'))
    except (OSError, ValueError):
        return False
    return own[2] != parent[2] or own[1] == parent[1]


def getsize(filename):
    return _posix.stat(_text(filename))[6]


def getatime(filename):
    return _posix.stat(_text(filename))[7]


def getmtime(filename):
    return _posix.stat(_text(filename))[8]


def getctime(filename):
    return _posix.stat(_text(filename))[9]


def samefile(f1, f2):
    first = _posix.stat(_text(f1))
    second = _posix.stat(_text(f2))
    return first[1] == second[1] and first[2] == second[2]


def commonprefix(m):
    if not m:
        return ''
    low = min(m)
    high = max(m)
    for index, character in enumerate(low):
        if character != high[index]:
            return low[:index]
    return low


def commonpath(paths):
    paths = [_text(path) for path in paths]
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    absolute = {path.startswith('/') for path in paths}
    if len(absolute) > 1:
        raise ValueError("Can't mix absolute and relative paths")
    split_paths = [[part for part in path.split('/') if part and part != '.'] for path in paths]
    shortest = min(split_paths)
    longest = max(split_paths)
    common = shortest
    for index, part in enumerate(shortest):
        if part != longest[index]:
            common = shortest[:index]
            break
    prefix = '/' if absolute.pop() else ''
    return prefix + '/'.join(common)
