# sub with replacement templates: numbered and named groups, escapes, unmatched groups.
import re

s = "John Smith, Jane Doe"
print(re.sub(r"(\w+) (\w+)", r"\2 \1", s))
print(re.sub(r"(?P<f>\w+) (?P<l>\w+)", r"\g<l>, \g<f>", s))
print(re.sub(r"(\w+) (\w+)", r"\g<2>0 \g<0>", s))
print(re.sub(r"(a)|b", r"[\1]", "abab"))
print(re.sub(r"x", r"\n\t\\", "axb"), repr(re.sub(r"x", r"\.", "x")), repr(re.sub("x", "\\\\", "x")))
print(re.sub(r"(.)", r"\1\1", "abc"), re.sub(r"(a)", r"\01", "a") == "\x01", re.sub(r"a", r"\101", "a"))
print(re.sub(rb"(\d)", rb"<\1>", b"a1b2"), re.sub(rb"x", b"\\n", b"x"))
for template in [r"\q", r"\g", r"\g<", r"\g<9>", r"\3", r"\g<bad name>", r"\g<nope>", "\\", r"\400", r"\x41"]:
    try:
        print(repr(template), re.sub("(a)(b)", template, "ab"))
    except (re.error, IndexError) as e:
        print(repr(template), type(e).__name__, e)
