"""Taipan's json.encoder: JSONEncoder, which turns Python values into JSON
text exactly as CPython 3.13 formats it.

Output is produced as a list of chunks (the same chunks CPython's
iterencode yields) that encode() joins once, so encoding is linear in the
size of the output. Strings are escaped with str.translate over a table of
the ASCII characters JSON must escape; with ensure_ascii, characters past
ASCII become \\uXXXX escapes (surrogate pairs beyond the BMP).

Invariant: an encoder's settings never change after construction; all
per-call state (the circular-reference markers, the chunk list) lives in the
call.
"""

__all__ = ['JSONEncoder']

INFINITY = float('inf')


def _build_tables():
    escapes = {'"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t',
               '\b': '\\b', '\f': '\\f'}
    table = {}
    for code in range(0x20):
        table[code] = escapes.get(chr(code), '\\u%04x' % code)
    table[ord('"')] = escapes['"']
    table[ord('\\')] = escapes['\\']
    ascii_table = dict(table)
    ascii_table[0x7f] = '\\u007f'
    return table, ascii_table


_TABLE, _ASCII_TABLE = _build_tables()
del _build_tables


def _escape_non_ascii(char):
    code = ord(char)
    if code < 0x80:
        return char
    if code < 0x10000:
        return '\\u%04x' % code
    code -= 0x10000
    return '\\u%04x\\u%04x' % (0xd800 | (code >> 10), 0xdc00 | (code & 0x3ff))


def py_encode_basestring(s):
    """The JSON string literal for s, non-ASCII characters kept."""
    return '"' + s.translate(_TABLE) + '"'


def py_encode_basestring_ascii(s):
    """The JSON string literal for s in pure ASCII."""
    text = s.translate(_ASCII_TABLE)
    if not text.isascii():
        text = ''.join([_escape_non_ascii(char) for char in text])
    return '"' + text + '"'


encode_basestring = py_encode_basestring
encode_basestring_ascii = py_encode_basestring_ascii


class JSONEncoder:
    """Encodes dict, list, tuple, str, int, float, bool and None (and their
    subclasses) as JSON; other objects go through default()."""

    # Class-level defaults; an instance overrides them when given separators or an indent.
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None,
                 default=None):
        # These attribute names are public: subclasses and _Writer read them.
        settings = vars(self)
        settings.update(skipkeys=skipkeys, ensure_ascii=ensure_ascii, indent=indent,
                        check_circular=check_circular, allow_nan=allow_nan,
                        sort_keys=sort_keys)
        if default is not None:
            self.default = default
        if separators is None:
            if indent is not None:
                # Indented output ends lines after commas, so no trailing space.
                self.item_separator = ','
        else:
            between_items, after_key = separators
            self.item_separator = between_items
            self.key_separator = after_key

    def default(self, o):
        """Called for objects JSON cannot represent; return something it can,
        or raise TypeError (as this default does)."""
        raise TypeError(f'Object of type {type(o).__name__} is not JSON serializable')

    def encode(self, o):
        """The JSON text for o."""
        if not isinstance(o, str):
            return ''.join(self.iterencode(o, _one_shot=True))
        quote = encode_basestring_ascii if self.ensure_ascii else encode_basestring
        return quote(o)

    def iterencode(self, o, _one_shot=False):
        """The JSON text for o, as an iterable of strings."""
        pieces = []
        _Writer(self, pieces).value(o, 0)
        return iter(pieces)


class _Writer:
    """One encoding run: appends chunks to `out`."""

    def __init__(self, encoder, out):
        self.encoder = encoder
        self.out = out
        self.markers = {} if encoder.check_circular else None
        step = encoder.indent
        # A number of spaces is turned into the string it stands for.
        self.indent = step if step is None or isinstance(step, str) else ' ' * step
        self.item_separator = encoder.item_separator
        self.key_separator = encoder.key_separator
        self.quote = encode_basestring_ascii if encoder.ensure_ascii else encode_basestring

    def float_text(self, value):
        if value != value:
            text = 'NaN'
        elif value == INFINITY:
            text = 'Infinity'
        elif value == -INFINITY:
            text = '-Infinity'
        else:
            return float.__repr__(value)
        if not self.encoder.allow_nan:
            raise ValueError('Out of range float values are not JSON compliant: '
                             + repr(value))
        return text

    def scalar(self, value):
        """The text of a value that needs no recursion, or None."""
        if isinstance(value, str):
            return self.quote(value)
        if value is None:
            return 'null'
        if value is True:
            return 'true'
        if value is False:
            return 'false'
        if isinstance(value, int):
            return int.__repr__(value)
        if isinstance(value, float):
            return self.float_text(value)
        return None

    def enter(self, container):
        markers = self.markers
        if markers is None:
            return None
        key = id(container)
        if key in markers:
            raise ValueError('Circular reference detected')
        markers[key] = container
        return key

    def leave(self, key):
        if key is not None:
            del self.markers[key]

    def value(self, value, level):
        text = self.scalar(value)
        if text is not None:
            self.out.append(text)
        else:
            self.compound(value, level)

    def compound(self, value, level):
        # A value scalar() did not take: a container, or an object that the
        # encoder's default() turns into something encodable.
        if isinstance(value, dict):
            self.object(value, level)
        elif isinstance(value, list) or isinstance(value, tuple):
            self.array(value, level)
        else:
            key = self.enter(value)
            self.value(self.encoder.default(value), level)
            self.leave(key)

    def array(self, items, level):
        out = self.out
        if not items:
            out.append('[]')
            return
        key = self.enter(items)
        head = '['
        separator = self.item_separator
        if self.indent is not None:
            level += 1
            newline = '\n' + self.indent * level
            separator += newline
            head += newline
        prefix = head
        for item in items:
            text = self.scalar(item)
            if text is not None:
                out.append(prefix + text)
            else:
                out.append(prefix)
                self.compound(item, level)
            prefix = separator
        if self.indent is not None:
            out.append('\n' + self.indent * (level - 1))
        out.append(']')
        self.leave(key)

    def key_text(self, key):
        if isinstance(key, str):
            return self.quote(key)
        if isinstance(key, float):
            return self.quote(self.float_text(key))
        if key is True:
            return '"true"'
        if key is False:
            return '"false"'
        if key is None:
            return '"null"'
        if isinstance(key, int):
            return '"' + int.__repr__(key) + '"'
        if self.encoder.skipkeys:
            return None
        raise TypeError('keys must be str, int, float, bool or None, not '
                        + type(key).__name__)

    def object(self, mapping, level):
        out = self.out
        if not mapping:
            out.append('{}')
            return
        marker = self.enter(mapping)
        out.append('{')
        separator = self.item_separator
        if self.indent is not None:
            level += 1
            newline = '\n' + self.indent * level
            separator += newline
            out.append(newline)
        items = mapping.items()
        if self.encoder.sort_keys:
            items = sorted(items)
        key_separator = self.key_separator
        # Nothing goes before the first written pair; the separator before each later one.
        lead = None
        for key, item in items:
            key_text = self.key_text(key)
            if key_text is None:
                continue
            if lead is not None:
                out.append(lead)
            lead = separator
            out.append(key_text)
            out.append(key_separator)
            text = self.scalar(item)
            if text is not None:
                out.append(text)
            else:
                self.compound(item, level)
        if self.indent is not None:
            out.append('\n' + self.indent * (level - 1))
        out.append('}')
        self.leave(marker)
