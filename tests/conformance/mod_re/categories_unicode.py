# \d \w \s and their negations over Unicode text, with and without ASCII.
import re

subject = "a1 \u0661\u0662 \u00e9\u00df_\t\u00a0x\u2003\u4e2d\u00b2\u2167 \x1c\x85!"
for pattern in [r"\d", r"\D", r"\w", r"\W", r"\s", r"\S", r"\d+", r"\w+", r"\s+"]:
    print(repr(pattern), [hex(ord(c)) for c in "".join(re.findall(pattern, subject))])
    print(repr(pattern), "ascii", [hex(ord(c)) for c in "".join(re.findall(pattern, subject, re.A))])
print(re.findall(rb"\w+", b"ab\xe9c d_1"), re.findall(rb"\s", b"a \t\x0b\x1c\x85b"))
print(re.findall(r"(?a)\w+", "na\u00efve caf\u00e9"), re.findall(r"(?u)\w+", "na\u00efve"))
