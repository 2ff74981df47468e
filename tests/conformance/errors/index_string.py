# Indexing past the end of a string.

def initials(first, last):
    return first[0] + last[0]

print(initials("Ada", "Lovelace"))
print(initials("Grace", ""))
