# Indexing Match objects, and what they are not.
import re

m = re.match(r"(?P<k>\w+)=(?P<v>\w+)", "key=value")
print(m[0], m[1], m[2], m["k"], m["v"], m.group(0, "k", 2))
for bad in [3, "x", -1]:
    try:
        m[bad]
    except IndexError as e:
        print(type(e).__name__, e)
try:
    len(m)
except TypeError as e:
    print(type(e).__name__)
print(bool(re.match("", "")), type(m).__name__, isinstance(m, re.Match), isinstance(re.compile("a"), re.Pattern))
print(re.Match[str], re.Pattern[bytes])
