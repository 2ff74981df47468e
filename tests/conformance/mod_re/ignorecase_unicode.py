# IGNORECASE with Unicode case folding, and how ASCII limits it.
import re

pairs = [("\u00e9", "\u00c9"), ("\u03c3", "\u03a3"), ("\u03c2", "\u03a3"), ("s", "\u017f"), ("k", "\u212a"),
         ("\u00b5", "\u03bc"), ("i", "\u0131"), ("i", "\u0130"), ("\u00df", "\u1e9e"), ("\u0434", "\u0414"),
         ("\u01c6", "\u01c5"), ("\u00ff", "\u0178"), ("\u03b8", "\u03d1"), ("a", "\u00e0")]
for a, b in pairs:
    print(hex(ord(a)), hex(ord(b)),
          bool(re.match(a, b, re.I)), bool(re.match(b, a, re.I)),
          bool(re.match("[" + a + "]", b, re.I)), bool(re.match("[" + b + "]", a, re.I)),
          bool(re.match(a, b, re.I | re.A)), bool(re.match("[" + a + "-" + a + "]", b, re.I)))
print(re.findall("(?i)[a-z]+", "Stra\u00dfe K\u212aelvin \u017ftop"))
print(re.findall("(?i)\u03c3+", "\u03a3\u03c3\u03c2x"), re.sub("(?i)\u00e9", "e", "\u00c9t\u00e9"))
