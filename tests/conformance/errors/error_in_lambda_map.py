# An exception inside a lambda consumed lazily by map().

values = ["1", "2", "x", "4"]
converted = map(lambda s: int(s) * 10, values)
print("map created lazily")
for v in converted:
    print(v)
