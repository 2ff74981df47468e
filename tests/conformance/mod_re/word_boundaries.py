# \b and \B, in Unicode and ASCII modes, at the ends of the string.
import re

for subject in ["hello world", "a", "", " ", "x_y z", "caf\u00e9 ol\u00e9", "12 ab!", "\u00e9t\u00e9"]:
    print(repr(subject),
          [m.start() for m in re.finditer(r"\b", subject)],
          [m.start() for m in re.finditer(r"\B", subject)],
          [m.start() for m in re.finditer(r"\b", subject, re.A)],
          re.findall(r"\b\w+\b", subject), re.findall(r"\b\w+\b", subject, re.ASCII))
print(re.match(r"\B", ""), re.match(r"\b", ""), re.search(r"\bfoo\b", "a foo."), re.search(r"\Bfoo", "afoo"))
print(re.findall(rb"\b\w", b"ab cd \xe9f"), re.sub(r"\b", "|", "ab cd"))
