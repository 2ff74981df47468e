# dict() from pairs of the wrong length.

pairs = [("a", 1), ("b", 2)]
print(dict(pairs))
pairs.append(("c", 3, 4))
print(dict(pairs))
