# Pattern methods with pos and endpos.
import re

p = re.compile(r"\w+")
s = "alpha beta gamma"
for pos, endpos in [(0, 16), (1, 16), (6, 10), (6, 8), (-3, 5), (3, 100), (10, 5), (16, 16), (20, 30)]:
    m = p.search(s, pos, endpos)
    print(pos, endpos, m.span() if m else None, p.findall(s, pos, endpos),
          p.match(s, pos, endpos) is not None, p.fullmatch(s, pos, endpos) is not None)
q = re.compile("$")
print(q.search("abc", 0, 2).span(), re.compile(r"\Z").search("abc", 0, 1).span())
print(re.compile(r"\b").findall("ab cd", 1, 4), re.compile("(?<=a)b").search("ab", 1))
print(p.match(s, pos=6).group(), p.search(string=s, endpos=3).group())
