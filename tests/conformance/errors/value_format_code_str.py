# An integer format code applied to a string.

rows = [("ann", 3), ("bob", "7")]
for name, count in rows:
    print(f"{name:<5}{count:>4d}")
