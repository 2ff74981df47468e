# A dict inside a set literal.

first = {"id": 1}
print("building a set of records")
records = {first, {"id": 2}}
