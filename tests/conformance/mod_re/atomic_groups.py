# Atomic groups (?>...) commit to their first success.
import re

for pattern in [r"(?>a+)b", r"(?>a+)a", r"(?>(a+))b", r"a(?>bc|b)c", r"(?>\d+)\.", r"(?>a|ab)+c",
                r"(?>(\w)\w*)\d", r"x(?>y*)y", r"(?>(?:a|b)*)c", r"((?>a*))*b"]:
    for s in ["aaab", "aaa", "abcc", "abc", "12.5", "abc1", "xyy", "ababc", "b"]:
        m = re.search(pattern, s)
        print(repr(pattern), repr(s), m.span() if m else None, m.groups() if m else None)
