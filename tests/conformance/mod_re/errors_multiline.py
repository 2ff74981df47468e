# Error positions in multi-line patterns report line and column.
import re

for p in ["a\n(b", "a\nb\n)c", "(?x)\n  abc\n  [", "ab\ncd\\", "x\n\n*"]:
    try:
        re.compile(p)
    except re.error as e:
        print(repr(p), "|", e, "|", e.pos, e.lineno, e.colno, e.args)
e = re.error("custom")
print(e, e.msg, e.pos, e.pattern, e.lineno)
e = re.error("custom", "ab\ncd", 4)
print(e, e.lineno, e.colno)
e = re.error("custom", b"ab\ncd", 1)
print(e, e.lineno, e.colno)
