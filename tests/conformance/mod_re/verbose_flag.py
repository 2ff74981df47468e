# VERBOSE: whitespace and comments in patterns are ignored outside classes.
import re

number = re.compile(r"""
    (?P<sign> [-+] )?     # optional sign
    (?P<int> \d+ )        # integer part
    (?: \. (?P<frac> \d*) )?   # fraction
    (?: [eE] (?P<exp> [-+]?\d+ ) )?
""", re.VERBOSE)
for s in ["42", "-3.14", "+1e10", "6.02E-23", "x"]:
    m = number.fullmatch(s)
    print(repr(s), m.groupdict() if m else None)
print(re.findall(r"(?x) a b # comment", "ab a b"), re.findall(r"(?x)[ ]+", "a  b"), re.findall(r"(?x)a\ b", "a b"))
print(re.findall(r"(?x) \# x", "#x"), re.findall("(?x)a{1, 2}", "a{1,2}aa"), re.findall(r"(?x)a {2}", "aaa"))
print(re.compile("a b # c", re.X).pattern, re.compile("a b # c", re.X).flags)
