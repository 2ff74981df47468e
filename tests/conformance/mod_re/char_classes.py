# Character classes: ranges, negation, escapes inside classes, special placements.
import re

classes = ["[abc]", "[^abc]", "[a-z]", "[a-zA-Z0-9_]", "[-a]", "[a-]", "[]a]", "[^]a]", r"[\]]",
           r"[\\]", r"[\d]", r"[^\d]", r"[\w-]", r"[\s,]", r"[.]", "[*+?]", "[$^]", "[a^]",
           r"[\x41-\x43]", r"[\u00e0-\u00ff]", r"[\n]", r"[\b]", "[|]", "[()]", r"[\-]", r"[\^a]",
           r"[\D]", r"[\W]", r"[\S]", r"[0-9a-fA-F]", r"[^\s\d]", r"[\0]", r"[\101]"]
subject = "aB1_-]\\ x.\n*^$|(\u00e9\u00ff\x08\x00Z9"
for cls in classes:
    print(repr(cls), re.findall(cls, subject))
