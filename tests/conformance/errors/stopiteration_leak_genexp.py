# The same conversion happens inside a generator expression.

def first(seq):
    return next(iter(seq))

print(list(first(s) for s in ["ab", "c"]))
print(list(first(s) for s in ["ab", ""]))
