# Character-class syntax errors and odd-but-valid classes.
import re

for pattern in ["[", "[]", "[^]", "[a", "[a-", "[z-a]", r"[\d-z]", r"[a-\w]", r"[\z]", "[]-a]", "[--/]",
                "[a-a]", r"[\]-a]", "[^-]", r"[\x00-\x7f]", "[\u00ff-\u0100]", r"[\N{DIGIT ONE}]", "[a]]"]:
    try:
        p = re.compile(pattern)
        print(repr(pattern), p.findall("a-]b[z0\\1/\xff\u0100"))
    except re.error as e:
        print(repr(pattern), e)
