# Capturing groups: group(), groups(), span() of each, nesting and repetition.
import re

m = re.match(r"(\w+) (\w+)(?: (\w+))?", "Isaac Newton physicist")
print(m.group(), m.group(0), m.group(1), m.group(2, 1), m.groups(), m.span(2), m.start(3), m.end(3))
m = re.match(r"(\w+) (\w+)(?: (\w+))?", "Isaac Newton")
print(m.groups(), m.groups("-"), m.span(3), m.start(3), m.end(3), m.group(3), m[3], m[1])
m = re.match(r"((a)(b(c)))(d)?", "abc")
print(m.groups(), m.regs, m.lastindex, m.span(4))
for pattern, s in [(r"(a)|(b)", "b"), (r"(a|b)*", "abba"), (r"((a)|(b))+", "ab"), (r"(a)(b)?", "ac"),
                   (r"()", ""), (r"(a*)*", "aa"), (r"(a*)+", "b"), (r"(?:(a)|b)*", "ab"),
                   (r"(a|)*b", "aab"), (r"((a)|b)+", "ab"), (r"(a?)*?b", "aab"), (r"(.)(.)(.)(.)(.)(.)(.)(.)(.)(.)(.)", "abcdefghijk")]:
    m = re.match(pattern, s)
    print(repr(pattern), repr(s), m.groups(), m.lastindex, m.span())
m = re.search("(x)", "axb")
print(m.group(True), m[True]) if False else print(m.group(1))
