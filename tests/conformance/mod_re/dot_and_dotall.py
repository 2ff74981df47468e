# '.' matches anything but a newline, unless DOTALL (re.S or (?s)) is on.
import re

subjects = ["abc", "a\nb", "\n", "", "x\r\ny", "\u2028", "tab\there"]
for pattern in [".", "..", "a.b", ".*", ".+", "(?s).", "(?s)a.b", "(?s).*", "^.*$", "(?s:.).", "a.?b"]:
    for flags in (0, re.S):
        row = []
        for s in subjects:
            m = re.search(pattern, s, flags)
            row.append(m.span() if m else None)
        print(repr(pattern), int(flags), row)
print(re.findall(".", "ab\ncd"), re.findall(".", "ab\ncd", re.DOTALL))
