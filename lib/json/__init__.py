"""Taipan's json package: dumps/dump and loads/load, producing CPython 3.13's output,
error messages and hook behaviour.

json.encoder holds the serializer and json.decoder the parser; the functions here only
pick or build an encoder/decoder and call it.  Calls that pass no options share one
encoder and one decoder made at import time, which is safe because neither keeps state
between calls.
"""

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']

from .decoder import JSONDecoder, JSONDecodeError
from .encoder import JSONEncoder

# The option values of a plain dumps() call; a call matching them all can use the shared
# encoder.
_PLAIN_DUMPS = dict(skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
                    indent=None, separators=None, default=None, sort_keys=False)
_shared_encoder = JSONEncoder()
_shared_decoder = JSONDecoder()


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
          cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    """Returns obj serialized as a JSON string."""
    options = dict(skipkeys=skipkeys, ensure_ascii=ensure_ascii, allow_nan=allow_nan,
                   check_circular=check_circular, indent=indent, default=default,
                   separators=separators, sort_keys=sort_keys)
    if cls is None and not kw and options == _PLAIN_DUMPS:
        return _shared_encoder.encode(obj)
    factory = JSONEncoder if cls is None else cls
    return factory(**options, **kw).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
         cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    """Serializes obj as JSON and writes the text to the file object fp, piece by piece."""
    factory = JSONEncoder if cls is None else cls
    writer = factory(skipkeys=skipkeys, ensure_ascii=ensure_ascii, allow_nan=allow_nan,
                     check_circular=check_circular, indent=indent, default=default,
                     separators=separators, sort_keys=sort_keys, **kw)
    write = fp.write
    for piece in writer.iterencode(obj):
        write(piece)


# Byte-order marks, longest first so UTF-32's is not mistaken for UTF-16's.
_BOMS = ((b'\xff\xfe\x00\x00', 'utf-32'), (b'\x00\x00\xfe\xff', 'utf-32'),
         (b'\xff\xfe', 'utf-16'), (b'\xfe\xff', 'utf-16'), (b'\xef\xbb\xbf', 'utf-8-sig'))


def detect_encoding(b):
    """Guesses the encoding of JSON bytes: from a byte-order mark if there is one, else
    from which of the first bytes are zero (a JSON text starts with ASCII characters, so
    the zero bytes give away UTF-16 or UTF-32 and their byte order)."""
    for mark, name in _BOMS:
        if b.startswith(mark):
            return name
    zero = [byte == 0 for byte in b[:4]]
    if len(zero) == 4:
        if zero[0]:
            return 'utf-32-be' if zero[1] else 'utf-16-be'
        if zero[1]:
            return 'utf-32-le' if zero[2] and zero[3] else 'utf-16-le'
    elif len(b) == 2 and (zero[0] or zero[1]):
        return 'utf-16-be' if zero[0] else 'utf-16-le'
    return 'utf-8'


def _as_text(s):
    if isinstance(s, str):
        if s[:1] == '\ufeff':
            raise JSONDecodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)
        return s
    if isinstance(s, (bytes, bytearray)):
        return s.decode(detect_encoding(s), 'surrogatepass')
    raise TypeError('the JSON object must be str, bytes or bytearray, not '
                    + type(s).__name__)


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
          parse_constant=None, object_pairs_hook=None, **kw):
    """Parses the JSON document s (str, bytes or bytearray) into a Python value."""
    text = _as_text(s)
    given = {name: hook for name, hook in (
        ('object_hook', object_hook), ('object_pairs_hook', object_pairs_hook),
        ('parse_float', parse_float), ('parse_int', parse_int),
        ('parse_constant', parse_constant)) if hook is not None}
    if cls is None and not given and not kw:
        return _shared_decoder.decode(text)
    kw.update(given)
    return (JSONDecoder if cls is None else cls)(**kw).decode(text)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
         parse_constant=None, object_pairs_hook=None, **kw):
    """Reads the file object fp to its end and parses the text as JSON."""
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float,
                 parse_int=parse_int, parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)
