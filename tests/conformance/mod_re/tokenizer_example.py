# A small tokenizer built on named groups and finditer.
import re

spec = [("NUMBER", r"\d+(?:\.\d*)?"), ("ASSIGN", r":="), ("END", r";"), ("ID", r"[A-Za-z]+"),
        ("OP", r"[+\-*/]"), ("NEWLINE", r"\n"), ("SKIP", r"[ \t]+"), ("MISMATCH", r".")]
regex = "|".join("(?P<%s>%s)" % pair for pair in spec)
code = "total := price * 3.5;\nx := total + 12 $"
line = 1
for m in re.finditer(regex, code):
    kind = m.lastgroup
    if kind == "NEWLINE":
        line += 1
    elif kind != "SKIP":
        print(line, kind, repr(m.group()), m.start())
