# Matching over non-ASCII strings of every width.
import re

s1 = "caf\u00e9 na\u00efve"
s2 = "\u4e2d\u6587 text \u0394\u03b5\u03bb\u03c4\u03b1"
s4 = "emoji \U0001F600\U0001F601 and \U00010400 here"
for s in [s1, s2, s4]:
    print(re.findall(r"\w+", s), re.findall(r"[^\x00-\x7f]+", s), re.search(r"\s(\S+)$", s).group(1))
    print(re.sub(r"[^\w\s]", "?", s), len(re.findall(".", s)), re.split(r"\s", s))
print(re.findall("[\U0001F600-\U0001F64F]", s4), re.search("\U00010400", s4).span())
print(re.findall("[\u0394-\u03c9]+", s2), re.findall("(?i)\u03b4", s2), re.match(".{3}", s4).group())
print(re.findall("\u00e9|\u00ef", s1), re.sub("\u00e9", "e", s1))
