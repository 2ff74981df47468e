# sub's count limits, replacement order and the returned count.
import re

s = "one two three four five"
for count in [0, 1, 2, 5, 10, -1]:
    print(count, re.sub(r"\w+", lambda m: m.group()[::-1], s, count=count), re.subn(r"o", "0", s, count=count))
seen = []
def record(m):
    seen.append((m.start(), m.group()))
    return m.group().upper()
print(re.sub(r"\b\w", record, s), seen)
print(re.sub("(?P<c>[aeiou])", r"[\g<c>\g<c>]", "audio"), re.sub("a|e", "", "reader"))
