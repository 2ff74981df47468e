# lastindex and lastgroup follow the group that closed last.
import re

for pattern, s in [(r"(a)b", "ab"), (r"((a)b)", "ab"), (r"(a)(b)", "ab"), (r"(a)|(b)", "b"), (r"(a)(b)?", "a"),
                   (r"(?P<x>a)(?P<y>b)?", "a"), (r"((?P<in>a))", "a"), (r"(a)*", "aa"), (r"(a)*", "b"),
                   (r"x(?:(a)|(b))*", "xab"), (r"(?=(a))a", "a"), (r"(a(b))", "ab")]:
    m = re.match(pattern, s)
    print(repr(pattern), repr(s), m.lastindex, m.lastgroup)
