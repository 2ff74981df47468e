# Sets cannot contain lists.

seen = set()
for pair in ([1, 2], [3, 4]):
    print("adding", pair)
    seen.add(pair)
