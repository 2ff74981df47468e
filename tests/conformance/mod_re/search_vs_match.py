# match anchors at the start; search scans; fullmatch covers everything.
import re

for pattern in ["c", "^c", "a", "b$", ".c", "x?"]:
    for s in ["abc", "cab", "c", ""]:
        print(repr(pattern), repr(s), [f(pattern, s) is not None for f in (re.match, re.search, re.fullmatch)])
print(re.search("^c", "a\nc", re.M).span(), re.match("c", "a\nc", re.M))
