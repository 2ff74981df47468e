# Greedy quantifiers and their spans.
import re

subjects = ["", "a", "aa", "aaa", "aaaa", "baaab", "ab" * 3]
for pattern in ["a*", "a+", "a?", "a{2}", "a{2,}", "a{,2}", "a{1,3}", "a{0}", "(ab)*", "(ab)+",
                "(?:ab){2}", "ba*b", "b(a{2,3})b", "a{0,0}b", "(?:a|b)*", "x*"]:
    print(repr(pattern), [(s, [m.span() for m in re.finditer(pattern, s)]) for s in subjects[:5]])
    print(repr(pattern), [re.search(pattern, s).span() if re.search(pattern, s) else None for s in subjects[5:]])
