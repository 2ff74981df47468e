# A realistic text-processing program: word frequencies, wrapping, and a summary.

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair."""

def words(text):
    cleaned = []
    for ch in text.lower():
        cleaned.append(ch if ch.isalpha() or ch == "'" else " ")
    return "".join(cleaned).split()

ws = words(TEXT)
print(len(ws), "words,", len(set(ws)), "distinct")

counts = {}
for w in ws:
    counts[w] = counts.get(w, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:6]
for word, n in top:
    print("%-8s %2d %s" % (word, n, "#" * n))

def wrap(text, width):
    lines, current = [], ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = current + " " + word if current else word
    if current:
        lines.append(current)
    return lines

for line in wrap(TEXT, 34):
    print("|" + line.ljust(34) + "|")

sentences = [s.strip() for s in TEXT.replace("\n", " ").split(",") if s.strip()]
print(len(sentences), sentences[0], "...", sentences[-1])

# Capitalise the first letter of each clause, and build an acronym
print(", ".join(s[0].upper() + s[1:] for s in sentences[:3]))
print("".join(w[0].upper() for w in "portable network graphics".split()))

# Longest words, palindromes, anagram groups
print(sorted(set(ws), key=lambda w: (-len(w), w))[:3])
print([w for w in ["level", "noon", "python", "racecar", "a"] if w == w[::-1]])
groups = {}
for w in ["listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac", "dog"]:
    groups.setdefault("".join(sorted(w)), []).append(w)
print(sorted(sorted(g) for g in groups.values() if len(g) > 1))

# Character classes summary
letters = sum(c.isalpha() for c in TEXT)
spaces = sum(c.isspace() for c in TEXT)
punct = sum(c in ",.;'" for c in TEXT)
print(letters, spaces, punct, len(TEXT))
