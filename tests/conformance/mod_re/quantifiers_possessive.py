# Possessive quantifiers and atomic groups never give characters back.
import re

for pattern in ["a*+a", "a++b", "a?+a", "a{1,3}+a", "(?:ab)*+ab", "(?:ab)*+c", "[ab]*+b", "\\d++x",
                "(?>a*)a", "(?>a*)b", "(?>ab|a)c", "(?>a|ab)c", "(?>x+)y", "(a*+)(b)", ".*+$", "(?>.*?)x"]:
    for s in ["aaa", "aaab", "ababc", "123x", "abc", "xxxy", "aab"]:
        m = re.search(pattern, s)
        print(repr(pattern), repr(s), m.span() if m else None, m.groups() if m else None)
