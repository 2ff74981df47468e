# finditer yields Match objects in order, with the empty-match rules.
import re

for pattern, s in [(r"\d+", "a1b22c333"), (r"x*", "axxb"), (r"\b", "ab cd"), (r"a|", "bab"), (r"(?=a)", "aa"),
                   (r"", ""), (r".??", "ab"), (r"a*?", "aa"), (r"\w*", "hi there")]:
    print(repr(pattern), repr(s), [(m.span(), m.group()) for m in re.finditer(pattern, s)])
p = re.compile("o")
it = p.finditer("foo boo", 2)
print(next(it).span(), [m.start() for m in it])
print([m.span() for m in p.finditer("foo boo", 0, 3)])
