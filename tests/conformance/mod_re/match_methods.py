# Match methods: group variants, groups(default), expand, regs, __getitem__.
import re

m = re.match(r"(?P<first>\w+) (?P<last>\w+)(?P<mid> \w+)?", "Jane Doe")
print(m.group(1, 2), m.group("first", 2, "mid"), m.groups(), m.groups("?"), m.groupdict("?"))
print(m.expand(r"\2, \1"), m.expand(r"\g<last>/\g<first>/\g<mid>/\g<0>"), m.expand("plain\\n"))
print(m.regs, m[0], m["last"], m.span("mid"), m.start("mid"), m.end(0))
for g in [3, 4, -1, "nope", 1.0, None]:
    try:
        print(m.group(g))
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
try:
    m.expand(r"\5")
except re.error as e:
    print(e)
print(m.__copy__() is m, m.__deepcopy__({}) is m)
