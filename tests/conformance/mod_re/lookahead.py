# Positive and negative look-ahead assertions, including captures inside them.
import re

for pattern in [r"\w+(?=,)", r"\w+(?!,)", r"(?=\d{3})\d", r"a(?=b)", r"a(?!b)", r"(?=(a+))a", r"(?=(\w+))\w\1",
                r"(?!x)\w", r"(?=a)(?=a)a", r"(?!)", r"(?=)", r"x(?=(y))?", r"(?:(?!ab).)+", r"(?=a|b)\w"]:
    for s in ["one,two three", "abac", "12345", "xyz", "aab", "cab ab"]:
        m = re.search(pattern, s)
        print(repr(pattern), repr(s), m.span() if m else None, m.groups() if m else None)
print(re.findall(r"(?=(\d\d))", "12345"), re.sub(r"(?=\d{3}$)", ",", "1234"))
print(re.findall(r"\d+(?!px)\b", "10px 20em 30"))
