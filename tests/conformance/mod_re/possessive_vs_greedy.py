# The same patterns with greedy, lazy and possessive forms of each quantifier.
import re

bases = ["a", "[ab]", "(?:ab)", "(a|b)", "\\w"]
tails = ["", "b", "ab", "$"]
for base in bases:
    for q in ["*", "+", "?", "{1,2}"]:
        for mode in ["", "?", "+"]:
            for tail in tails:
                p = base + q + mode + tail
                print(p, [(m.span() if m else None) for m in (re.match(p, s) for s in ["", "ab", "aab", "abab", "bbb"])])
