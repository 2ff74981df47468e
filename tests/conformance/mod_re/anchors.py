# ^, $, \A and \Z with and without MULTILINE, and pos/endpos.
import re

text = "one\ntwo\nthree\n"
for pattern in ["^", "$", "^t", "o$", r"\Aone", r"three\Z", r"three\n\Z", "e$", "^\\w+$"]:
    for flags in (0, re.M):
        print(repr(pattern), int(flags), [m.span() for m in re.finditer(pattern, text, flags)])
print(re.search("a$", "a\n"), re.search("a$", "a\n\n"), re.search("a\\Z", "a\n"))
print(re.findall("^", "a\nb\n", re.M), re.findall("$", "a\nb\n", re.M), re.findall("$", "a\nb\n"))
p = re.compile("^b")
print(p.match("ab", 1), p.search("ab", 1), re.compile("^b", re.M).search("a\nb", 1))
p = re.compile("a$")
print(p.search("ab", 0, 1), p.search("aab", 0, 2), p.fullmatch("ab", 0, 1))
print(re.sub("(?m)^", "> ", "x\ny\nz"), re.sub("(?m)$", ";", "x\ny\n"))
print(re.split("^", "a\nb", flags=re.M), re.split("$", "a\nb\n", flags=re.M))
