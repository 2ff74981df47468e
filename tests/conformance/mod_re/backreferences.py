# Numbered and named backreferences, with and without IGNORECASE.
import re

cases = [(r"(a)\1", "aa"), (r"(\w+) \1", "hello hello world"), (r"(?P<q>['\"]).*?(?P=q)", "say 'hi' \"x\""),
         (r"(a)|\1", "x"), (r"(a)?b\1", "b"), (r"(a*)b\1", "aabaa"), (r"(?i)(ab)\1", "abAB"),
         (r"(ab)\1", "abAB"), (r"(\w)(\w)\2\1", "xabba"), (r"(.)\1+", "aaabbbcd"),
         (r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10", "abcdefghijj"), (r"(?i)(\u00e9)\1", "\u00e9\u00c9"),
         (r"(?:(a)|b)\1", "ba"), (r"(x)(?:\1)*", "xxxy")]
for pattern, s in cases:
    m = re.search(pattern, s)
    print(repr(pattern), repr(s), m.span() if m else None, m.groups() if m else None)
print(re.findall(r"\b(\w+)\s+\1\b", "the the cat sat sat down"))
print(re.sub(r"(\w+) \1", r"\1", "it is is what it it is"))
