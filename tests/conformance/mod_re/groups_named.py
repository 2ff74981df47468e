# Named groups: (?P<name>...), groupdict, groupindex, lastgroup, access by name.
import re

p = re.compile(r"(?P<year>\d{4})-(?P<month>\d\d)(?:-(?P<day>\d\d))?")
print(p.groupindex, p.groups)
for s in ["2024-05-17", "1999-12", "x"]:
    m = p.search(s)
    if m:
        print(m.groupdict(), m.groupdict(""), m["year"], m.group("month", "day"), m.span("month"),
              m.start("year"), m.end("day"), m.lastgroup, m.lastindex)
    else:
        print(None)
m = re.match(r"(?P<a>x)(y)(?P<c>z)?", "xy")
print(m.lastgroup, m.lastindex, m.groupdict())
m = re.match(r"(?P<outer>a(?P<inner>b))", "ab")
print(m.lastgroup, m.lastindex)
m = re.match("(?P<\u00e9t\u00e9>\\w+)", "summer")
print(m.groupdict(), m["\u00e9t\u00e9"])
for bad in ["nope", 5, -1]:
    try:
        m.group(bad)
    except IndexError as e:
        print(type(e).__name__, e)
for bad in [r"(?P<\u00e9>x)", "(?P<a'b>x)", "(?P<a b>x)", "(?P<a>x)(?P<a>y)", "(?P=zz)", "(?P<>x)"]:
    try:
        re.compile(bad)
    except re.error as e:
        print(e)
