# Alternations of many literals and groups: which branch matched.
import re

words = ["if", "else", "elif", "for", "while", "in", "is", "not", "and", "or", "import", "from"]
p = re.compile("|".join("(%s)" % w for w in words))
for token in ["if", "elif", "import", "island", "orange", "x", "forward", "nothing"]:
    m = p.match(token)
    print(token, m.lastindex if m else None, m.group() if m else None)
kw = re.compile(r"\b(?:" + "|".join(words) + r")\b")
print(kw.findall("if x is not y and z in w or import from elsewhere"))
print(re.findall(r"(?P<num>\d+)|(?P<name>[a-z]+)|(?P<op>[-+*/])", "x1+22*yy"))
