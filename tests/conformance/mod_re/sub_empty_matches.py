# The 3.7+ rules for empty matches in sub, subn, split and findall.
import re

for pattern in ["x*", "", "a|", "(?=b)", r"\b", "b*", ".*", "(?:)", "^", "$"]:
    for s in ["", "abc", "xxaxb", "bb"]:
        print(repr(pattern), repr(s), re.sub(pattern, "-", s), re.subn(pattern, "-", s)[1],
              re.split(pattern, s), re.findall(pattern, s))
