"""Taipan's string module: character-class constants, capwords, Template and Formatter.

Template scans its text by hand (no regular expressions): a placeholder is
the delimiter followed by an identifier, by a braced identifier, or by a
second delimiter (an escaped delimiter). Formatter splits a format string
with the same grammar str.format uses, so Formatter().format(s, ...) equals
s.format(...).

Invariant: Template.delimiter may be any non-empty string and idpattern the
default ASCII identifier; both scans report the same positions for errors.
"""

__all__ = ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'capwords', 'digits',
           'hexdigits', 'octdigits', 'printable', 'punctuation', 'whitespace',
           'Formatter', 'Template']

# The constants are derived from code points so each is exactly ASCII.
whitespace = ''.join(map(chr, (32, 9, 10, 13, 11, 12)))
ascii_lowercase = ''.join(chr(c) for c in range(ord('a'), ord('z') + 1))
ascii_uppercase = ascii_lowercase.upper()
ascii_letters = ''.join((ascii_lowercase, ascii_uppercase))
digits = ''.join(str(d) for d in range(10))
hexdigits = digits + ascii_lowercase[:6] + ascii_uppercase[:6]
octdigits = digits[:8]
punctuation = ''.join(chr(c) for c in range(33, 127) if not chr(c).isalnum())
printable = ''.join((digits, ascii_letters, punctuation, whitespace))


def capwords(s, sep=None):
    """Capitalize each word of s: split on sep (runs of whitespace when sep
    is None, which also drops leading and trailing whitespace), capitalize
    the pieces and join them with sep (a single space when None)."""
    return (sep or ' ').join(word.capitalize() for word in s.split(sep))


_IDENT_START = frozenset('_' + ascii_letters)
_IDENT_REST = frozenset('_' + ascii_letters + digits)

_NO_MAPPING = {}


class _TemplateMatch:
    # What one placeholder scan found: its kind and where it was.
    __slots__ = ('kind', 'name', 'start', 'end')

    def __init__(self, kind, name, start, end):
        self.kind = kind    # 'escaped', 'named', 'braced' or 'invalid'
        self.name = name
        self.start = start
        self.end = end


class Template:
    """Text with $name / ${name} placeholders, filled by substitute() and
    safe_substitute()."""

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'  # informational: the scan is hand-written
    braceidpattern = None
    flags = 2

    def __init__(self, template):
        self.template = template

    def _identifier_end(self, text, pos):
        if pos < len(text) and text[pos] in _IDENT_START:
            pos += 1
            while pos < len(text) and text[pos] in _IDENT_REST:
                pos += 1
            return pos
        return -1

    def _scan(self):
        # Yields the placeholders of the template in order.
        text = self.template
        delim = self.delimiter
        size = len(delim)
        pos = 0
        while True:
            start = text.find(delim, pos)
            if start < 0:
                return
            after = start + size
            if text.startswith(delim, after):
                yield _TemplateMatch('escaped', None, start, after + size)
                pos = after + size
                continue
            end = self._identifier_end(text, after)
            if end >= 0:
                yield _TemplateMatch('named', text[after:end], start, end)
                pos = end
                continue
            if after < len(text) and text[after] == '{':
                end = self._identifier_end(text, after + 1)
                if end >= 0 and end < len(text) and text[end] == '}':
                    yield _TemplateMatch('braced', text[after + 1:end], start, end + 1)
                    pos = end + 1
                    continue
            yield _TemplateMatch('invalid', None, start, after)
            pos = after

    def _invalid(self, match):
        before = self.template[:match.start]
        # Line and column are 1-based and count the text before the match; a
        # placeholder right after a line break starts a fresh, empty line.
        lines = before.splitlines(keepends=True)
        if not lines or lines[-1].endswith(('\n', '\r')):
            lines.append('')
        lineno = len(lines)
        colno = len(lines[-1]) + 1
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def _substitute(self, mapping, safe):
        text = self.template
        parts = []
        pos = 0
        for match in self._scan():
            parts.append(text[pos:match.start])
            pos = match.end
            if match.kind == 'escaped':
                parts.append(self.delimiter)
            elif match.kind == 'invalid':
                if safe:
                    parts.append(text[match.start:match.end])
                else:
                    self._invalid(match)
            else:
                if safe:
                    try:
                        parts.append(str(mapping[match.name]))
                    except KeyError:
                        parts.append(text[match.start:match.end])
                else:
                    parts.append(str(mapping[match.name]))
        parts.append(text[pos:])
        return ''.join(parts)

    def substitute(self, mapping=_NO_MAPPING, /, **kws):
        if mapping is _NO_MAPPING:
            mapping = kws
        elif kws:
            mapping = _ChainedLookup(kws, mapping)
        return self._substitute(mapping, False)

    def safe_substitute(self, mapping=_NO_MAPPING, /, **kws):
        if mapping is _NO_MAPPING:
            mapping = kws
        elif kws:
            mapping = _ChainedLookup(kws, mapping)
        return self._substitute(mapping, True)

    def is_valid(self):
        return all(match.kind != 'invalid' for match in self._scan())

    def get_identifiers(self):
        ids = []
        for match in self._scan():
            if match.kind in ('named', 'braced') and match.name not in ids:
                ids.append(match.name)
            elif match.kind == 'invalid':
                raise ValueError('Unrecognized named group in pattern', self.pattern)
        return ids

    pattern = None


class _ChainedLookup:
    # Keyword arguments shadow the mapping, as a two-level ChainMap would.
    __slots__ = ('first', 'second')

    def __init__(self, first, second):
        self.first = first
        self.second = second

    def __getitem__(self, key):
        try:
            return self.first[key]
        except KeyError:
            return self.second[key]


def _parse_format(text):
    # Splits a str.format template into (literal, field, spec, conversion)
    # tuples, with the errors str.format's own parser raises at the same
    # places: brackets in a field name hide ':', '!' and '}', the character
    # after '!' is the conversion whatever it is, and a format spec may nest
    # braces.
    result = []
    literal = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == '}':
            if i + 1 < n and text[i + 1] == '}':
                literal.append('}')
                result.append((''.join(literal), None, None, None))
                literal = []
                i += 2
                continue
            raise ValueError("Single '}' encountered in format string")
        if ch != '{':
            literal.append(ch)
            i += 1
            continue
        if i + 1 < n and text[i + 1] == '{':
            # An escaped brace ends the literal chunk, as str.format's parser does.
            literal.append('{')
            result.append((''.join(literal), None, None, None))
            literal = []
            i += 2
            continue
        i += 1
        if i >= n:
            raise ValueError("Single '{' encountered in format string")
        start = i
        while i < n and text[i] not in ':!}':
            if text[i] == '[':
                while i < n and text[i] != ']':
                    i += 1
            if i < n:
                i += 1
        if i >= n:
            raise ValueError("expected '}' before end of string")
        name = text[start:i]
        conversion = None
        if text[i] == '!':
            i += 1
            if i >= n:
                raise ValueError('end of string while looking for conversion specifier')
            conversion = text[i]
            i += 1
            if i >= n:
                raise ValueError("unmatched '{' in format spec")
            if text[i] not in ':}':
                raise ValueError("expected ':' after conversion specifier")
        spec = ''
        if text[i] == ':':
            i += 1
            spec_start = i
            depth = 1
            while i < n:
                if text[i] == '{':
                    depth += 1
                elif text[i] == '}':
                    depth -= 1
                    if depth == 0:
                        break
                i += 1
            if i >= n:
                raise ValueError("unmatched '{' in format spec")
            spec = text[spec_start:i]
        # text[i] is the closing brace of the field.
        i += 1
        result.append((''.join(literal), name, spec, conversion))
        literal = []
    if literal:
        result.append((''.join(literal), None, None, None))
    return result


def _split_field_name(name):
    # 'a.b[0]' -> ('a', [(True, 'b'), (False, 0)])
    i = 0
    n = len(name)
    while i < n and name[i] not in '.[':
        i += 1
    first = name[:i]
    if first.isdigit():
        first = int(first)
    rest = []
    while i < n:
        if name[i] == '.':
            j = i + 1
            while j < n and name[j] not in '.[':
                j += 1
            attr = name[i + 1:j]
            if not attr:
                raise ValueError('Empty attribute in format string')
            rest.append((True, attr))
            i = j
        else:
            close = name.find(']', i)
            if close < 0:
                raise ValueError("Missing ']' in format string")
            key = name[i + 1:close]
            if not key:
                raise ValueError('Empty attribute in format string')
            rest.append((False, int(key) if key.isdigit() else key))
            i = close + 1
            if i < n and name[i] not in '.[':
                raise ValueError('Only \'.\' or \'[\' may follow \']\' in format field specifier')
    return first, rest


class Formatter:
    """str.format's machinery as overridable methods: parse, get_field,
    get_value, convert_field, format_field and check_unused_args."""

    def vformat(self, format_string, args, kwargs):
        seen = set()
        text, _ = self._expand(format_string, args, kwargs, seen, 2, 0)
        self.check_unused_args(seen, args, kwargs)
        return text

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def _expand(self, template, args, kwargs, seen, depth, next_index):
        # next_index counts automatic fields; False once a field was numbered
        # by hand (the two styles cannot mix). Returns (text, next_index).
        if depth < 0:
            raise ValueError('Max string recursion exceeded')
        pieces = []
        for literal, name, spec, conversion in self.parse(template):
            pieces.append(literal)
            if name is None:
                continue
            if name == '':
                if next_index is False:
                    raise ValueError('cannot switch from manual field specification to '
                                     'automatic field numbering')
                name = str(next_index)
                next_index += 1
            elif name.isdigit():
                if next_index:
                    # CPython's Formatter reports both directions with this
                    # one message.
                    raise ValueError('cannot switch from manual field specification to '
                                     'automatic field numbering')
                next_index = False
            value, used = self.get_field(name, args, kwargs)
            seen.add(used)
            value = self.convert_field(value, conversion)
            spec, next_index = self._expand(spec, args, kwargs, seen, depth - 1, next_index)
            pieces.append(self.format_field(value, spec))
        return ''.join(pieces), next_index

    def get_value(self, key, args, kwargs):
        return args[key] if isinstance(key, int) else kwargs[key]

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def check_unused_args(self, used_args, args, kwargs):
        # The default accepts unused arguments; subclasses may object.
        return None

    def convert_field(self, value, conversion):
        converters = {None: lambda v: v, 's': str, 'r': repr, 'a': ascii}
        if conversion not in converters:
            raise ValueError('Unknown conversion specifier %s' % (conversion,))
        return converters[conversion](value)

    def parse(self, format_string):
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        head, steps = _split_field_name(field_name)
        value = self.get_value(head, args, kwargs)
        for is_attribute, key in steps:
            value = getattr(value, key) if is_attribute else value[key]
        return value, head
