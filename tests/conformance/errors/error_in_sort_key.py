# An exception raised by a sort key function.

records = [{"name": "ann", "age": 31}, {"name": "bob"}, {"name": "cid", "age": 22}]
print(sorted(r["name"] for r in records))
print(sorted(records, key=lambda r: r["age"]))
