# split with groups and maxsplit interacting with empty matches.
import re

for pattern in [r"(,)", r"(,)|(;)", r"\s*(,)\s*", r"(?:,)", r"(x*)", r"(\b)", r"(?=,)"]:
    for maxsplit in [0, 1, 2, 10]:
        print(repr(pattern), maxsplit, re.split(pattern, "a, b;c ,d", maxsplit=maxsplit))
