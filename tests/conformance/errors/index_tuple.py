# Indexing past the end of a tuple.

def third(record):
    return record[2]

print(third(("ann", 31, "oslo")))
print(third(("bob", 25)))
