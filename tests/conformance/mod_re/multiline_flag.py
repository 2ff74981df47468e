# MULTILINE changes ^ and $; scoped and inline forms.
import re

text = "alpha beta\ngamma\n\ndelta\n"
print(re.findall(r"^\w+", text), re.findall(r"^\w+", text, re.M), re.findall(r"\w+$", text, re.M))
print(re.findall(r"(?m)^$", text), re.findall(r"(?m)^.*$", text), len(re.findall(r"(?m)$", text)))
print(re.findall(r"(?m:^\w)|x", text), re.split(r"(?m)^", text))
print(re.search(r"(?m)a$", "a\nb").span(), re.search(r"a$", "a\nb"))
