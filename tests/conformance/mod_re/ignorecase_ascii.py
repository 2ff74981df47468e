# IGNORECASE on ASCII letters: literals, classes, ranges, backreferences.
import re

for pattern in ["abc", "[a-c]+", "[^a-c]+", "[A-Z]+", "x[yz]", r"(a)\1", "[_a-z0-9]+", "Hello"]:
    for s in ["ABC", "aBc", "xYz", "hELLO", "Aa", "_Z9!"]:
        m = re.search(pattern, s, re.I)
        print(repr(pattern), repr(s), m.group() if m else None)
print(re.findall("(?i)[a-z]", "AbC1"), re.findall("(?i:a)b", "Ab AB ab"), re.sub("(?i)cat", "dog", "Cat CAT cat"))
print(re.findall(rb"(?i)ab", b"AB ab aB"), re.findall(rb"[a-z]+", b"ABc", re.I))
