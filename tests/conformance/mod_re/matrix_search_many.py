# Hundreds of patterns searched over many subjects: spans and groups.
import re

patterns = [
    r"a", r"ab", r"a.c", r"a*", r"a+b", r"a?b", r"(a|b)+", r"[abc]+", r"[^abc]+", r"\d+", r"\D+", r"\w+",
    r"\W+", r"\s+", r"\S+", r"^a", r"c$", r"^$", r"\bab", r"ab\b", r"(a)(b)?(c)?", r"(?:ab)+", r"(ab|cd)*",
    r"a{2}", r"a{1,2}b", r"a{2,}", r"b{,1}c", r"(a+)(a+)", r"(a*?)(a+)", r"(a|ab)(c|bcd)", r"x|y|z",
    r"(?i)AB", r"(?i)[A-C]+", r"(?m)^b", r"(?s)a.b", r"[a-c]{2}\d", r"(\w)\1", r"(?P<x>\w)(?P=x)",
    r"a(?=b)", r"a(?!b)", r"(?<=a)b", r"(?<!a)b", r"(?>a+)b", r"a++b", r"a*+a", r"(a)?(?(1)b|c)",
    r"\d{2,3}", r"[0-9a-f]+", r"[-.]", r"\.", r"[\s\d]+", r"(?:a|b|c)(?:1|2)", r"(.)(.)\2\1", r".*c",
    r".*?c", r"(a.)*", r"(?:(a)|(b)|(c))+", r"[^\W\d]+", r"\A\w", r"\w\Z", r"a|b|", r"((a)b)c",
]
subjects = ["", "a", "ab", "abc", "aab", "abab", "cab", "a1b2c3", "ABC abc", "b\na\nb", "xyz", "aaa",
            "abcd", "a.b-c", "12 345 6789", "deadbeef", "abba", "  ", "a\nb", "zzacz", "ca", "aabcc"]
for pattern in patterns:
    p = re.compile(pattern)
    row = []
    for s in subjects:
        m = p.search(s)
        row.append("-" if m is None else "%d:%d%s" % (m.start(), m.end(), m.groups() if m.groups() else ""))
    print(pattern, " ".join(row))
