"""Taipan's json.decoder: JSONDecoder and JSONDecodeError.

The parser is a hand-written recursive descent over the string, one method
per JSON production, reporting errors with CPython 3.13's messages and
positions ("Expecting ',' delimiter: line 1 column 4 (char 3)"). Runs of
ordinary string characters are sliced out with str.find rather than copied
one character at a time.

Invariant: every parse method takes the index where its production starts
(whitespace already skipped) and returns (value, index just past it).
"""

__all__ = ['JSONDecoder', 'JSONDecodeError']

_WHITESPACE = ' \t\n\r'
_DIGITS = '0123456789'
_SIMPLE_ESCAPES = {'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n',
                   'r': '\r', 't': '\t'}
_HEX_DIGITS = frozenset('0123456789abcdefABCDEF')


def _line_and_column(doc, pos):
    # Both are 1-based; the column counts from just after the last newline before pos.
    line_start = doc.rfind('\n', 0, pos) + 1
    return doc.count('\n', 0, pos) + 1, pos - line_start + 1


class JSONDecodeError(ValueError):
    """Raised when a JSON document cannot be parsed.

    Attributes: msg (the message without the position), doc (the text being parsed), pos
    (the index of the failure) and lineno/colno (the same position as line and column).
    """

    def __init__(self, msg, doc, pos):
        lineno, colno = _line_and_column(doc, pos)
        super().__init__(f'{msg}: line {lineno} column {colno} (char {pos})')
        self.msg, self.doc, self.pos = msg, doc, pos
        self.lineno, self.colno = lineno, colno

    def __reduce__(self):
        return type(self), (self.msg, self.doc, self.pos)


_CONSTANTS = {'NaN': float('nan'), 'Infinity': float('inf'), '-Infinity': float('-inf')}


def _skip_space(s, index):
    length = len(s)
    while index < length and s[index] in _WHITESPACE:
        index += 1
    return index


def _after_member(s, index, closer, container):
    # The step after a member of an object or array: (True, index past the
    # closer) when the container ends here, else (False, index of the next
    # member) past a comma; a trailing comma is reported at the comma.
    index = _skip_space(s, index)
    if index < len(s) and s[index] == closer:
        return True, index + 1
    if index >= len(s) or s[index] != ',':
        raise JSONDecodeError("Expecting ',' delimiter", s, index)
    comma = index
    index = _skip_space(s, index + 1)
    if index < len(s) and s[index] == closer:
        raise JSONDecodeError('Illegal trailing comma before end of ' + container, s, comma)
    return False, index


class _Parser:
    """One parse of one document with one decoder's settings."""

    def __init__(self, decoder, s):
        self.s = s
        self.strict = decoder.strict
        self.object_hook = decoder.object_hook
        self.object_pairs_hook = decoder.object_pairs_hook
        self.parse_float = decoder.parse_float
        self.parse_int = decoder.parse_int
        self.parse_constant = decoder.parse_constant
        self.memo = {}

    def value(self, index):
        s = self.s
        if index >= len(s):
            raise JSONDecodeError('Expecting value', s, index)
        char = s[index]
        if char == '"':
            return self.string(index + 1)
        if char == '{':
            return self.object(index + 1)
        if char == '[':
            return self.array(index + 1)
        if char == 'n' and s.startswith('null', index):
            return None, index + 4
        if char == 't' and s.startswith('true', index):
            return True, index + 4
        if char == 'f' and s.startswith('false', index):
            return False, index + 5
        if char in _DIGITS or char == '-':
            result = self.number(index)
            if result is not None:
                return result
        if char == 'N' and s.startswith('NaN', index):
            return self.parse_constant('NaN'), index + 3
        if char == 'I' and s.startswith('Infinity', index):
            return self.parse_constant('Infinity'), index + 8
        if char == '-' and s.startswith('-Infinity', index):
            return self.parse_constant('-Infinity'), index + 9
        raise JSONDecodeError('Expecting value', s, index)

    def number(self, start):
        s = self.s
        length = len(s)
        index = start
        if s[index] == '-':
            index += 1
            if index >= length:
                return None
        if s[index] == '0':
            index += 1
        elif '1' <= s[index] <= '9':
            index += 1
            while index < length and s[index] in _DIGITS:
                index += 1
        else:
            return None
        integer_end = index
        is_float = False
        if index + 1 < length and s[index] == '.' and s[index + 1] in _DIGITS:
            index += 2
            while index < length and s[index] in _DIGITS:
                index += 1
            is_float = True
        if index < length and s[index] in 'eE':
            exponent = index + 1
            if exponent < length and s[exponent] in '+-':
                exponent += 1
            if exponent < length and s[exponent] in _DIGITS:
                exponent += 1
                while exponent < length and s[exponent] in _DIGITS:
                    exponent += 1
                index = exponent
                is_float = True
        if is_float:
            return self.parse_float(s[start:index]), index
        return self.parse_int(s[start:integer_end]), index

    def string(self, index):
        """Parses a string whose opening quote is at index - 1."""
        s = self.s
        begin = index - 1
        pieces = []
        while True:
            # Without a closing quote, the text up to the end is still
            # checked first: a bad escape or control character there is
            # the error reported.
            quote = s.find('"', index)
            if quote < 0:
                quote = len(s)
            backslash = s.find('\\', index, quote)
            end = quote if backslash < 0 else backslash
            chunk = s[index:end]
            if not chunk.isprintable():
                self.check_controls(chunk, index, begin)
            pieces.append(chunk)
            if backslash < 0:
                if quote == len(s):
                    raise JSONDecodeError('Unterminated string starting at', s, begin)
                break
            index = backslash + 1
            if index >= len(s):
                raise JSONDecodeError('Unterminated string starting at', s, begin)
            escape = s[index]
            if escape == 'u':
                char, index = self.unicode_escape(index)
                pieces.append(char)
                continue
            replacement = _SIMPLE_ESCAPES.get(escape)
            if replacement is None:
                raise JSONDecodeError('Invalid \\escape', s, backslash)
            pieces.append(replacement)
            index += 1
        if len(pieces) == 1:
            return pieces[0], quote + 1
        return ''.join(pieces), quote + 1

    def check_controls(self, chunk, index, begin):
        for offset, char in enumerate(chunk):
            if char < ' ':
                if self.strict:
                    raise JSONDecodeError('Invalid control character at', self.s,
                                          index + offset)

    def hex4(self, index):
        """The code unit of the four hex digits after the 'u' at index."""
        digits = self.s[index + 1:index + 5]
        if len(digits) != 4 or not all(d in _HEX_DIGITS for d in digits):
            raise JSONDecodeError('Invalid \\uXXXX escape', self.s, index)
        return int(digits, 16)

    def unicode_escape(self, index):
        """Decodes the \\u escape whose 'u' is at index (a surrogate pair
        becomes one character); returns the character and the next index."""
        code = self.hex4(index)
        index += 5
        s = self.s
        if 0xd800 <= code <= 0xdbff and s[index:index + 2] == '\\u':
            low = self.hex4(index + 1)
            if 0xdc00 <= low <= 0xdfff:
                code = 0x10000 + (((code - 0xd800) << 10) | (low - 0xdc00))
                index += 6
        return chr(code), index

    def object(self, index):
        """Parses an object whose '{' is at index - 1."""
        s = self.s
        pairs = []
        index = _skip_space(s, index)
        if index < len(s) and s[index] == '}':
            return self.finish_object(pairs), index + 1
        memo = self.memo
        while True:
            if index >= len(s) or s[index] != '"':
                raise JSONDecodeError('Expecting property name enclosed in double quotes',
                                      s, index)
            key, index = self.string(index + 1)
            key = memo.setdefault(key, key)
            index = _skip_space(s, index)
            if index >= len(s) or s[index] != ':':
                raise JSONDecodeError("Expecting ':' delimiter", s, index)
            index = _skip_space(s, index + 1)
            item, index = self.value(index)
            pairs.append((key, item))
            closed, index = _after_member(s, index, '}', 'object')
            if closed:
                return self.finish_object(pairs), index

    def finish_object(self, pairs):
        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs)
        result = dict(pairs)
        if self.object_hook is not None:
            return self.object_hook(result)
        return result

    def array(self, index):
        """Parses an array whose '[' is at index - 1."""
        s = self.s
        items = []
        index = _skip_space(s, index)
        if index < len(s) and s[index] == ']':
            return items, index + 1
        while True:
            item, index = self.value(index)
            items.append(item)
            closed, index = _after_member(s, index, ']', 'array')
            if closed:
                return items, index


class JSONDecoder:
    """Decodes JSON text into dict, list, str, int, float, bool and None
    (the hooks can change what objects and numbers become)."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        # The attribute names are public (the parser and user subclasses read them).
        self.strict = strict
        self.object_hook, self.object_pairs_hook = object_hook, object_pairs_hook
        self.parse_int = int if not parse_int else parse_int
        self.parse_float = float if not parse_float else parse_float
        self.parse_constant = _CONSTANTS.__getitem__ if not parse_constant else parse_constant
        self.memo = {}

    def scan_once(self, s, idx):
        """Parses one value starting exactly at idx; raises StopIteration(idx)
        when no value starts there."""
        try:
            return _Parser(self, s).value(idx)
        except JSONDecodeError as error:
            if error.msg == 'Expecting value' and error.pos == idx:
                raise StopIteration(idx) from None
            raise

    def decode(self, s):
        """The Python value of the JSON document s (whitespace around it is
        allowed, anything else after it is an error)."""
        parser = _Parser(self, s)
        value, end = parser.value(_skip_space(s, 0))
        end = _skip_space(s, end)
        if end != len(s):
            raise JSONDecodeError('Extra data', s, end)
        return value

    def raw_decode(self, s, idx=0):
        """Parses the value starting at idx; returns (value, end index).
        Text after the value is not looked at."""
        try:
            return _Parser(self, s).value(idx)
        except JSONDecodeError as error:
            if error.msg == 'Expecting value' and error.pos == idx:
                raise JSONDecodeError('Expecting value', s, idx) from None
            raise
