# split: plain, with groups, with maxsplit, and with empty matches.
import re

print(re.split(r"\W+", "Words, words, words."))
print(re.split(r"(\W+)", "Words, words, words."))
print(re.split(r"\W+", "Words, words, words.", maxsplit=1))
print(re.split(r"\W+", "Words, words, words.", maxsplit=2), re.split("[a-f]+", "0a3B9", flags=re.I))
print(re.split(r"(\W)+", "...words, words..."), re.split(r"(a)|(b)", "xaybz"))
print(re.split(r"x*", "axbc"), re.split(r"\b", "ab cd"), re.split("", "abc"), re.split(":", ""))
print(re.split(rb",", b"a,b,,c"), re.split(",", "a,b", maxsplit=-1), re.split(",", "a,b,c", maxsplit=0))
p = re.compile(r"\s+")
print(p.split(" a  b c "), p.split("abc"), p.split(""))
