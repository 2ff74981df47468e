# Nested and repeated groups keep the last iteration's captures.
import re

for pattern, s in [(r"((a)(b))+", "abab"), (r"((\w)+)", "xyz"), (r"(a(b(c(d)?)?)?)", "abc"),
                   (r"(?:(\d)-)+", "1-2-3-"), (r"((a)|(b))*", "aba"), (r"(x(y)?)+", "xyx"),
                   (r"(((((a)))))", "a"), (r"(a)(?:(b)|c)+", "abcb"), (r"((?:a|b)*)c", "ababc"),
                   (r"(?P<all>(?P<head>\w)(?P<tail>\w*))", "word")]:
    m = re.match(pattern, s)
    print(repr(pattern), repr(s), m.groups(), m.lastindex, m.lastgroup, m.regs)
