# re.escape escapes exactly the special characters.
import re

for s in ["abc", "a.b", "1+1=2", "[x]", "(a|b)", "^$", "a-b", "tab\there", "new\nline", "\u00e9\u4e2d",
          "#&~", "a b", "_!@%'\"<>=,;:/`", "\\", "{}", "*?"]:
    e = re.escape(s)
    print(repr(s), repr(e), re.fullmatch(e, s) is not None)
print(re.escape(b"a.b*c\xff"), re.escape(bytes(range(32, 48))))
print(re.escape("".join(chr(c) for c in range(32, 127))))
