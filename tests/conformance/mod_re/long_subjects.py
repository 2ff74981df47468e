# Long subjects and long matches run without deep native recursion.
import re

s = "ab" * 50000
print(len(re.match("(?:ab)*", s).group()), len(re.match("(ab)*", s).group(1)), re.match("(a|b)*", s).span())
print(re.fullmatch("(?:a|b)+", s) is not None, len(re.findall("ab", s)), re.search("ba$", s + "ba").span())
t = "x" * 200000 + "y"
print(re.search("x*y", t).span(), re.search("(x+x+)+y", "x" * 20 + "y").span(), re.match(".*", t).end())
print(re.search("y", t).start(), re.search("[y]", t).start(), re.search("(?i)Y", t).start())
print(len(re.sub("x", "z", t)), re.subn("x{1000}", "", t)[1], len(re.split("x{10}", t)))
deep = "(" * 200 + "a" + ")" * 200
print(re.match(deep, "a").span(), re.compile(deep).groups)
nested = "(?:" * 30 + "b" + ")*" * 30
print(re.match(nested, "bbb").span())
