# VERBOSE leaves classes and escaped spaces alone.
import re

p = re.compile(r"""
    [ #]+    # a class holding a space and a hash
    \ x      # an escaped space then x
    (?# a comment group )
    y{1, 2}  # not a repeat: the space makes it literal? no: whitespace is dropped first
""", re.X)
print(p.pattern.count("\n"), p.findall(" # xy  #x xyy"), p.flags)
print(re.findall(r"(?x) [a b]+ ", "ab ba c"), re.findall(r"(?x)a#b\nc", "ac"), re.findall("(?x)a\\#b", "a#b"))
