# Using a name after del.

cache = {"a": 1}
print(cache)
del cache
print("cache deleted")
print(len(cache))
