# How \0, \1..\99 and three-digit escapes are read in patterns.
import re

for pattern, s in [(r"\0", "\x00"), (r"\00", "\x00"), (r"\012", "\n"), (r"\101", "A"), (r"(a)\1", "aa"),
                   (r"(a)\10", "a\x08"), (r"\1010", "A0"), (r"[\1]", "\x01"), (r"[\101]", "A"), (r"[\7]", "\x07"),
                   (r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)\11", "abcdefghijkk"), (r"\08", "\x008")]:
    try:
        m = re.match(pattern, s)
        print(repr(pattern), repr(s), m.span() if m else None)
    except re.error as e:
        print(repr(pattern), e)
for bad in [r"\400", r"(a)\2", r"\8", r"[\8]", r"\99"]:
    try:
        re.compile(bad)
        print(repr(bad), "compiled")
    except re.error as e:
        print(repr(bad), e)
