# Hashing a list explicitly.

key = (1, 2)
print(hash(key) == hash((1, 2)))
items = [1, 2]
print(hash(items))
