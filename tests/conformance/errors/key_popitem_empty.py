# popitem on an empty dict.

pending = {"a": 1}
print(pending.popitem())
print(pending.popitem())
