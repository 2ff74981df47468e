"""marshal: CPython's internal serialization format, for the values a
profile's statistics hold.

Taipan writes and reads the byte format of CPython 3.13's marshal (version
4), so that `cProfile -o FILE` output and `pstats.Stats(FILE)` work across
the two interpreters in both directions.

Supported: None, True, False, Ellipsis, StopIteration, int (any size),
float, complex, str, bytes (and bytearray / memoryview as bytes), tuple,
list, dict, set and frozenset. Code objects are not supported: dumping one
raises ValueError("unmarshallable object") and reading one raises
ValueError("bad marshal data (unknown type code)").

What is written: every object in full (no back-references), strings as
ASCII or UTF-8, ints that fit 32 bits as TYPE_INT and larger ones as
TYPE_LONG with 15-bit digits, floats as 8-byte IEEE doubles. What is read:
all of that, plus back-references (FLAG_REF / TYPE_REF), interned and
short strings, and the version 0/1 float and complex encodings.
"""

import struct as _struct

version = 4

_FLAG_REF = 0x80
# A back-reference slot whose object is still being read.
_UNFILLED = object()


class _Writer:
    def __init__(self, version):
        self.parts = []
        self.version = version
        self.depth = 0

    def byte(self, code):
        self.parts.append(code)

    def int32(self, value):
        self.parts.append(_struct.pack("<i", value))

    def sized(self, code, data):
        self.parts.append(code)
        self.int32(len(data))
        self.parts.append(data)

    def value(self, obj):
        self.depth += 1
        if self.depth > 2000:
            raise ValueError("object too deeply nested to marshal")
        try:
            self._value(obj)
        finally:
            self.depth -= 1

    def _value(self, obj):
        kind = type(obj)
        if obj is None:
            self.byte(b"N")
        elif obj is True:
            self.byte(b"T")
        elif obj is False:
            self.byte(b"F")
        elif obj is Ellipsis:
            self.byte(b".")
        elif obj is StopIteration:
            self.byte(b"S")
        elif kind is int:
            self.integer(obj)
        elif kind is float:
            if self.version > 1:
                self.byte(b"g")
                self.parts.append(_struct.pack("<d", obj))
            else:
                text = repr(obj).encode("ascii")
                self.byte(b"f")
                self.parts.append(bytes([len(text)]) + text)
        elif kind is complex:
            if self.version > 1:
                self.byte(b"y")
                self.parts.append(_struct.pack("<dd", obj.real, obj.imag))
            else:
                self.byte(b"x")
                for part in (obj.real, obj.imag):
                    text = repr(part).encode("ascii")
                    self.parts.append(bytes([len(text)]) + text)
        elif kind is str:
            self.string(obj)
        elif kind is bytes or kind is bytearray or kind is memoryview:
            self.sized(b"s", bytes(obj))
        elif kind is tuple:
            if self.version >= 4 and len(obj) < 256:
                self.byte(b")")
                self.parts.append(bytes([len(obj)]))
            else:
                self.byte(b"(")
                self.int32(len(obj))
            for item in obj:
                self.value(item)
        elif kind is list:
            self.byte(b"[")
            self.int32(len(obj))
            for item in obj:
                self.value(item)
        elif kind is dict:
            self.byte(b"{")
            for key, item in obj.items():
                self.value(key)
                self.value(item)
            self.byte(b"0")
        elif kind is set or kind is frozenset:
            self.byte(b"<" if kind is set else b">")
            self.int32(len(obj))
            for item in obj:
                self.value(item)
        else:
            raise ValueError("unmarshallable object")

    def integer(self, value):
        if -(1 << 31) <= value < (1 << 31):
            self.byte(b"i")
            self.int32(value)
            return
        # TYPE_LONG: the number of 15-bit digits (negative for a negative
        # int), then the digits, least significant first.
        magnitude = -value if value < 0 else value
        digits = []
        while magnitude:
            digits.append(magnitude & 0x7FFF)
            magnitude >>= 15
        self.byte(b"l")
        self.int32(-len(digits) if value < 0 else len(digits))
        self.parts.append(_struct.pack("<%dH" % len(digits), *digits))

    def string(self, text):
        if text.isascii():
            data = text.encode("ascii")
            if self.version >= 4 and len(data) < 256:
                self.byte(b"z")
                self.parts.append(bytes([len(data)]))
                self.parts.append(data)
            elif self.version >= 4:
                self.sized(b"a", data)
            else:
                self.sized(b"u", data)
            return
        self.sized(b"u", text.encode("utf-8", "surrogatepass"))


class _Reader:
    def __init__(self, data):
        self.data = data
        self.position = 0
        self.refs = []

    def take(self, count):
        start = self.position
        end = start + count
        if end > len(self.data):
            raise EOFError("marshal data too short")
        self.position = end
        return self.data[start:end]

    def int32(self):
        return _struct.unpack("<i", self.take(4))[0]

    def size(self):
        count = self.int32()
        if count < 0:
            raise ValueError("bad marshal data (size out of range)")
        return count

    def value(self):
        if self.position >= len(self.data):
            raise EOFError("EOF read where object expected")
        code = self.data[self.position]
        self.position += 1
        flagged = code & _FLAG_REF
        code &= ~_FLAG_REF
        slot = -1
        if flagged:
            slot = len(self.refs)
            self.refs.append(_UNFILLED)
        result = self.typed(chr(code), slot)
        if flagged:
            self.refs[slot] = result
        return result

    def short_float(self):
        count = self.take(1)[0]
        return float(self.take(count).decode("ascii"))

    def typed(self, code, slot):
        if code == "N":
            return None
        if code == "T":
            return True
        if code == "F":
            return False
        if code == ".":
            return Ellipsis
        if code == "S":
            return StopIteration
        if code == "i":
            return self.int32()
        if code == "l":
            count = self.int32()
            digits = _struct.unpack("<%dH" % abs(count), self.take(2 * abs(count)))
            value = 0
            for digit in reversed(digits):
                if digit > 0x7FFF:
                    raise ValueError("bad marshal data (digit out of range in long)")
                value = (value << 15) | digit
            return -value if count < 0 else value
        if code == "g":
            return _struct.unpack("<d", self.take(8))[0]
        if code == "f":
            return self.short_float()
        if code == "y":
            real, imag = _struct.unpack("<dd", self.take(16))
            return complex(real, imag)
        if code == "x":
            real = self.short_float()
            return complex(real, self.short_float())
        if code == "s":
            return bytes(self.take(self.size()))
        if code in "tu":
            return self.take(self.size()).decode("utf-8", "surrogatepass")
        if code in "aA":
            return self.take(self.size()).decode("latin-1")
        if code in "zZ":
            return self.take(self.take(1)[0]).decode("latin-1")
        if code == ")":
            count = self.take(1)[0]
            return self.sequence(count, tuple, slot)
        if code == "(":
            return self.sequence(self.size(), tuple, slot)
        if code == "[":
            result = []
            if slot >= 0:
                self.refs[slot] = result
            for _ in range(self.size()):
                result.append(self.value())
            return result
        if code == "{":
            result = {}
            if slot >= 0:
                self.refs[slot] = result
            while True:
                if self.position < len(self.data) and self.data[self.position] == ord("0"):
                    self.position += 1
                    return result
                key = self.value()
                result[key] = self.value()
        if code in "<>":
            count = self.size()
            if code == "<":
                result = set()
                if slot >= 0:
                    self.refs[slot] = result
                for _ in range(count):
                    result.add(self.value())
                return result
            return self.sequence(count, frozenset, slot)
        if code == "r":
            index = self.int32()
            if index < 0 or index >= len(self.refs) or self.refs[index] is _UNFILLED:
                raise ValueError("bad marshal data (invalid reference)")
            return self.refs[index]
        if code == "0":
            raise ValueError("bad marshal data (NULL object)")
        raise ValueError("bad marshal data (unknown type code)")

    def sequence(self, count, kind, slot):
        return kind([self.value() for _ in range(count)])


def dumps(value, version=version, /, *, allow_code=True):
    """Return the bytes object that would be written to a file by dump(value, file)."""
    writer = _Writer(version)
    writer.value(value)
    return b"".join(writer.parts)


def loads(data, /, *, allow_code=True):
    """Convert the bytes-like object to a value; extra bytes after it are ignored."""
    return _Reader(bytes(data)).value()


def dump(value, file, version=version, /, *, allow_code=True):
    """Write the value on the open file (opened in binary mode)."""
    file.write(dumps(value, version))


def load(file, /, *, allow_code=True):
    """Read one value from the open file (opened in binary mode) and return it."""
    data = file.read()
    reader = _Reader(bytes(data))
    result = reader.value()
    # Leave the file just past the value, as CPython's marshal.load does.
    if hasattr(file, "seek") and reader.position < len(data):
        try:
            file.seek(reader.position - len(data), 1)
        except (OSError, ValueError):
            pass
    return result
