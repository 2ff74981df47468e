# Ordering comparison between int and str.

ages = {"ann": 31, "bob": "unknown", "cid": 25}
oldest = None
for name, age in ages.items():
    print("checking", name)
    if oldest is None or age > oldest:
        oldest = age
print(oldest)
