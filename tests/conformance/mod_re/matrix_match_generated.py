# Generated patterns (all combinations of small pieces) over generated subjects.
import re

atoms = ["a", "b", ".", "[ab]", "(a)", "(?:ab)", "\\w", "(a|b)"]
quants = ["", "*", "+", "?", "{2}", "*?", "+?", "??", "{1,2}", "*+"]
subjects = ["", "a", "b", "ab", "ba", "aab", "abb", "abab", "bbaa", "c", "aXb"]
count = 0
for first in atoms:
    for q in quants:
        for second in ["", "b", "a$", "(b)?"]:
            pattern = first + q + second
            p = re.compile(pattern)
            results = []
            for s in subjects:
                m = p.match(s)
                results.append("." if m is None else str(m.end()) + ("" if not m.groups() else repr(m.groups())))
            count += 1
            print(pattern, " ".join(results))
print(count)
