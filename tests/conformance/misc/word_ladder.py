# Breadth-first search over a word graph (word ladder), with path reconstruction.

WORDS = """cold cord card ward warm word worm wore core care cart bard bird
wild mild mold bold bolt boat coat cost most mist mast malt male mile mole
hole hold held heal head heap leap lead load toad road rood wood good gold
""".split()

def neighbours(word, words):
    result = []
    for i in range(len(word)):
        for ch in "abcdefghijklmnopqrstuvwxyz":
            if ch != word[i]:
                candidate = word[:i] + ch + word[i + 1:]
                if candidate in words:
                    result.append(candidate)
    return result

def ladder(start, goal, words):
    words = set(words)
    if start not in words or goal not in words:
        raise KeyError("unknown word: %s" % (start if start not in words else goal))
    previous = {start: None}
    queue = [start]
    head = 0
    while head < len(queue):
        word = queue[head]
        head += 1
        if word == goal:
            path = []
            while word is not None:
                path.append(word)
                word = previous[word]
            return path[::-1]
        for nxt in sorted(neighbours(word, words)):
            if nxt not in previous:
                previous[nxt] = word
                queue.append(nxt)
    return None

for start, goal in (("cold", "warm"), ("head", "toad"), ("wild", "gold"), ("mist", "most"),
                    ("bird", "bird"), ("cold", "heap")):
    path = ladder(start, goal, WORDS)
    print(start, "->", goal, ":", " > ".join(path) if path else "no path",
          "(%d steps)" % (len(path) - 1) if path else "")

try:
    ladder("cold", "xyzw", WORDS)
except KeyError as e:
    print(type(e).__name__, e)

degree = {w: len(neighbours(w, set(WORDS))) for w in WORDS}
best = max(sorted(degree), key=degree.get)
print(best, degree[best], sorted(w for w in WORDS if degree[w] == 0))
