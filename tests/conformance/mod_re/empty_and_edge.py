# Empty patterns, empty subjects and other edges.
import re

print(re.match("", "").span(), re.search("", "abc").span(), re.fullmatch("", ""), re.fullmatch("", "a"))
print(re.findall("", ""), re.split("", ""), re.sub("", "-", ""), re.sub("", "-", "ab"))
print(re.match("()", "").groups(), re.match("(|a)", "a").span(), re.match("(a|)", "b").groups())
print(re.match("a*", "").span(), re.match("a*", "b").group(), re.search("$", "abc").span())
print(re.compile("").groups, re.compile("").pattern, repr(re.compile("")))
print(re.search("\\Z", "a\n").span(), re.search("$", "a\n").span(), re.findall("$", "a\n"))
