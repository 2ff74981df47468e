# Lazy quantifiers take as little as they can.
import re

html = "<b>bold</b> and <i>italic</i>"
print(re.findall("<.*>", html), re.findall("<.*?>", html), re.findall("<.+?>", html))
for pattern in ["a*?", "a+?", "a??", "a{2,}?", "a{,3}?", "a{1,3}?b", "(a+?)(a*)", "(a*?)(a*?)$",
                "(?:ab)*?c", "(ab)+?", "x.*?y", "x.+?y"]:
    for s in ["aaaa", "aaab", "ababc", "xAyBy", "xy"]:
        m = re.search(pattern, s)
        print(repr(pattern), repr(s), m.span() if m else None, m.groups() if m else None)
