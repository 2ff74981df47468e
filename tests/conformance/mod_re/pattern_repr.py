# Pattern objects: repr, attributes, equality and hashing.
import re

for pattern, flags in [("a+", 0), ("a+", re.I), ("x", re.I | re.M | re.S | re.X), (b"a", 0), (b"a", re.I),
                       ("a", re.A), ("a", re.U), ("'", 0), ('"\'', 0), ("\n", 0), ("x" * 250, 0),
                       ("(?P<n>a)(b)", 0), ("(?i)a", 0), (b"(?L)x", 0)]:
    p = re.compile(pattern, flags)
    print(repr(p), p.pattern == pattern, p.flags, p.groups, p.groupindex)
a, b, c = re.compile("x", re.I), re.compile("x", re.I), re.compile("x")
print(a == b, a == c, a != c, hash(a) == hash(b), a == "x", re.compile(b"x") == re.compile("x"))
print(type(a).__name__, type(a).__module__, type(re.match("a", "a")).__name__, re.Pattern, re.Match)
print(re.compile(a) is a, re.compile("y") is re.compile("y"))
try:
    re.compile(a, re.I)
except ValueError as e:
    print(type(e).__name__, e)
