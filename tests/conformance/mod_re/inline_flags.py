# Inline flags, global and scoped, and what the compiled pattern reports.
import re

for pattern in ["(?i)abc", "(?m)^x", "(?s).", "(?x)a b", "(?a)\\w", "(?im)^a", "(?i:a)b", "a(?i:b)c",
                "(?-i:a)b", "(?i)a(?-i:b)", "(?s:.)x", "(?m-s:^.)", "(?ims)x", "(?u)a"]:
    p = re.compile(pattern)
    print(repr(pattern), p.flags, repr(p))
for pattern, s in [("(?i:a)b", "AB"), ("(?i:a)b", "Ab"), ("(?i)a(?-i:b)", "AB"), ("(?i)a(?-i:b)", "Ab"),
                   ("a(?s:.)b.c", "a\nb\nc"), ("a(?s:.)b.c", "a\nbxc")]:
    print(repr(pattern), repr(s), bool(re.fullmatch(pattern, s)))
for bad in ["a(?i)", "(?i-i:a)", "(?au)", "(?L)a", "(?-a:x)", "(?z)", "(?i", "(?-:a)", "(?i-:a)"]:
    try:
        re.compile(bad)
        print("compiled", bad)
    except re.error as e:
        print(repr(bad), e)
for bad in ['(?-z:a)', '(?-', '(?i-', '(?-i', '(?-i)', '(?i-m)', '(?iz)', '(?i-mz:a)', '(?i!)']:
    try:
        re.compile(bad)
    except re.error as e:
        print(repr(bad), e)
