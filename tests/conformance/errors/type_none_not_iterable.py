# A function returning None where a list was expected.

def find_matches(items, prefix):
    matches = [i for i in items if i.startswith(prefix)]
    if matches:
        return matches

for m in find_matches(["apple", "avocado"], "a"):
    print("match", m)
for m in find_matches(["banana"], "a"):
    print("match", m)
