# fullmatch must cover the whole string (or the pos..endpos window).
import re

for pattern in [r"\d+", r"a|ab", r"ab|a", r"a*", r"(a+)(b*)", r".*?", r"x?", r"[a-c]{2,3}", "(?:a|b)*c"]:
    for s in ["", "ab", "123", "aab", "abc", "ababc", "a"]:
        m = re.fullmatch(pattern, s)
        print(repr(pattern), repr(s), m.span() if m else None, m.groups() if m else None)
print(re.compile("a+").fullmatch("baab", 1, 3).span(), re.compile("a+").fullmatch("baab", 1))
