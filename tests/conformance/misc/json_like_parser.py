# A JSON-like parser written from scratch (no json module).

class Parser:
    def __init__(self, text):
        self.text, self.i = text, 0

    def skip(self):
        while self.i < len(self.text) and self.text[self.i] in " \n\t\r":
            self.i += 1

    def items(self, close, read_item):
        """Reads comma-separated items up to `close`; the opener is consumed."""
        self.i += 1
        self.skip()
        if self.text[self.i] == close:
            self.i += 1
            return
        while True:
            read_item()
            self.skip()
            if self.text[self.i] == close:
                self.i += 1
                return
            self.expect(",")

    def value(self):
        self.skip()
        ch = self.text[self.i:self.i + 1]
        if ch == "{":
            result = {}
            def member():
                key = self.value()
                self.skip()
                self.expect(":")
                result[key] = self.value()
            self.items("}", member)
            return result
        if ch == "[":
            result = []
            self.items("]", lambda: result.append(self.value()))
            return result
        if ch == '"':
            return self.string()
        for word, val in (("null", None), ("true", True), ("false", False)):
            if self.text.startswith(word, self.i):
                self.i += len(word)
                return val
        j = self.i
        while j < len(self.text) and self.text[j] in "+-0123456789.eE":
            j += 1
        if j == self.i:
            raise ValueError("unexpected %r at position %d" % (ch, self.i))
        number, self.i = self.text[self.i:j], j
        return float(number) if any(c in number for c in ".eE") else int(number)

    def string(self):
        self.i += 1
        out = []
        while self.text[self.i] != '"':
            c = self.text[self.i]
            if c == "\\":
                nxt = self.text[self.i + 1]
                if nxt == "u":
                    out.append(chr(int(self.text[self.i + 2:self.i + 6], 16)))
                    self.i += 6
                    continue
                out.append({"n": "\n", '"': '"', "\\": "\\"}[nxt])
                self.i += 2
                continue
            out.append(c)
            self.i += 1
        self.i += 1
        return "".join(out)

    def expect(self, ch):
        if self.text[self.i:self.i + 1] != ch:
            raise ValueError("expected %r at position %d" % (ch, self.i))
        self.i += 1

documents = [
    '{"name": "Widget \\"Pro\\"", "tags": ["a", "b\\\\c"], "price": 12.5, "stock": 3}',
    '  [1, -2, 3.5, 1e3, true, false, null, "x"]  ',
    '{"nested": {"list": [[], {}, [[1]]]}, "empty": ""}',
    '"line1\\nline2\\u0041"',
    '[ ]',
    '{}',
]
for doc in documents:
    value = Parser(doc).value()
    print(repr(value))

parsed = Parser(documents[0]).value()
print(parsed["name"], parsed["tags"][1], type(parsed["stock"]).__name__,
      type(parsed["price"]).__name__)

for bad in ('{"a" 1}', "[1, 2", "@", '{"a": }', "[1 2]"):
    try:
        Parser(bad).value()
    except (ValueError, IndexError) as e:
        print(repr(bad), type(e).__name__, e)
