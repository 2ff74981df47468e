# Match objects: repr, bool, pos, endpos, re, string, truncation of long matches.
import re

m = re.search("b+", "abbbc")
print(repr(m), bool(m), m.pos, m.endpos, m.re.pattern, m.string)
print(repr(re.match(".*", "x" * 80)))
print(repr(re.match(b"ab", b"abc")), repr(re.match("", "abc")), repr(re.search("'", "it's")))
print(repr(re.match("\\n", "\n")), repr(re.match(".+", "\u00e9\u4e2d")))
p = re.compile("c")
m = p.search("abcde", 1, 4)
print(m, m.pos, m.endpos, m.span(), m.re is p)
m = p.search("abcde", -5, 99)
print(m.pos, m.endpos)
