# Fewer values than targets.

def split_name(full):
    first, last = full.split()
    return last + ", " + first

print(split_name("Ada Lovelace"))
print(split_name("Plato"))
