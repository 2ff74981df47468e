# Pattern methods called with keyword arguments.
import re

p = re.compile(r"(\w)(\d)")
print(p.match(string="a1"), p.search(string="xx b2", pos=1, endpos=5))
print(p.findall(string="a1 b2 c3", pos=2), [m.group() for m in p.finditer(string="a1 b2", endpos=4)])
print(p.sub(repl=r"\2\1", string="a1 b2", count=1), p.subn(repl="-", string="a1b2"))
print(p.split(string="xa1yb2z", maxsplit=1), p.fullmatch(string="a1"))
print(re.sub(pattern="a", repl="b", string="aaa", count=2), re.split(pattern=",", string="a,b,c", maxsplit=1))
print(re.match(pattern="A", string="a", flags=re.I), re.findall(pattern="a", string="AaA", flags=re.I))
