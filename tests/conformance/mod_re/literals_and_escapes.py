# Literal characters and the escapes that stand for one character.
import re

cases = [
    (r"abc", "xxabcxx"), (r"a\.c", "a.c abc"), (r"\n", "a\nb"), (r"\t", "a\tb"),
    (r"\x41", "zAz"), (r"\u00e9", "caf\u00e9"), (r"\U0001F600", "smile \U0001F600"),
    (r"\0", "a\x00b"), (r"\01", "a\x01b"), (r"\101", "zAz"), (r"\141\142", "xab"),
    (r"\\", "a\\b"), (r"\*\+\?", "x*+?y"), (r"\(\)", "f()"), (r"\[\]", "a[]"),
    (r"\{\}", "{}"), (r"\^\$", "^$"), (r"\|", "a|b"), (r"\a\f\v\r", "\a\f\v\r"),
    (r"\N{LATIN SMALL LETTER A}", "bab"), (r"\N{EM DASH}", "a\u2014b"),
    (r"\-", "a-b"), (r"\#", "#"), (r"\&\~", "&~"), (r"\ ", "a b"), (r"{", "a{b"),
    (r"a{", "a{"), (r"a{1", "a{1"), (r"a{,", "a{,"), (r"}", "}"), (r"x{a}", "x{a}"),
]
for pattern, subject in cases:
    m = re.search(pattern, subject)
    print(repr(pattern), repr(subject), m.span() if m else None, repr(m.group()) if m else None)
