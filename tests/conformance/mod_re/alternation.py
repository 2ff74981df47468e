# Alternation tries branches left to right; the first that leads to a match wins.
import re

for pattern in ["cat|dog", "a|ab", "ab|a", "(a|ab)(c|bcd)", "x(?:a|b|c)y", "|a", "a|", "(?:)|b",
                "one|two|three|four", "(a|b|c|d|e)+", "a(?:b|c)*d", "(?:a|b)(?:c|d)"]:
    for s in ["catdog", "abcd", "xbyab", "three", "ebda", "acd"]:
        m = re.search(pattern, s)
        print(repr(pattern), repr(s), m.span() if m else None, m.groups() if m else None)
print(re.findall("a|b|c", "abcabc"), re.findall("ab|cd|ef", "abxcdef"))
