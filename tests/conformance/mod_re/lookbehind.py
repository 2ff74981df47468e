# Fixed-width look-behind, positive and negative, and the width rule.
import re

for pattern in [r"(?<=a)b", r"(?<!a)b", r"(?<=ab)c", r"(?<=\d{2})x", r"(?<=a|b)c", r"(?<=(?:ab|cd))e",
                r"(?<![a-z])\d", r"(?<=^)a", r"(?<=\bx)y", r"(?<=(a))b", r"(?<!^)b", r"(?<=.)",
                r"(?<=(?P<p>.))b"]:
    for s in ["ab", "cb", "abc", "12x", "ace", "cde", "a1 b2 3", "xy", "bb"]:
        m = re.search(pattern, s)
        print(repr(pattern), repr(s), m.span() if m else None, m.groups() if m else None)
print(re.findall(r"(?<=\$)\d+", "cost: $10, $200 and 5"))
p = re.compile(r"(?<=a)b")
print(p.search("ab", 1), p.match("ab", 1), p.search("xb", 1))
for bad in [r"(?<=a+)b", r"(?<=a|bc)d", r"(?<!a*)", r"(?<=a{1,2})", r"(?<=\1)(a)"]:
    try:
        re.compile(bad)
        print(repr(bad), "compiled")
    except re.error as e:
        print(repr(bad), e, e.pos)
