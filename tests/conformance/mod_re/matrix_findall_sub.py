# findall, sub and split for a few hundred pattern/subject pairs.
import re

patterns = [r"\d", r"\d+", r"[a-z]+", r"\s*", r"(\w)(\d)?", r",\s*", r"x*", r"(?<=,)", r"\b\w", r"(a)|(b)",
            r"[aeiou]", r"(?i)[aeiou]+", r".", r"(..)", r"(?=\d)", r"\W+", r"$", r"^", r"(?m)^\w", r"a|"]
subjects = ["", "abc", "a1b22c333", "x, y,z ,  w", "Hello World", "aeiouAEIOU", "a\nb\nc", "xxyxx", "12,34"]
for pattern in patterns:
    for s in subjects:
        print(repr(pattern), repr(s), re.findall(pattern, s), re.sub(pattern, "<\\g<0>>", s),
              re.split(pattern, s), re.subn(pattern, "", s)[1])
