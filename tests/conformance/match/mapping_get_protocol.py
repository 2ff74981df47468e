# Mapping patterns look keys up with .get(key, sentinel): __missing__ is never called,
# and the mapping's length is checked first.
class Tracing(dict):
    def get(self, key, default=None):
        print("  get", repr(key))
        return super().get(key, default)
    def __len__(self):
        print("  __len__")
        return super().__len__()
    def __getitem__(self, key):
        print("  __getitem__", repr(key))
        return super().__getitem__(key)

class Defaulting(dict):
    def __missing__(self, key):
        print("  __missing__", key)
        return 0

t = Tracing(a=1, b=2)
print("two keys:")
match t:
    case {"a": x, "b": y}:
        print("  ->", x, y)
print("missing key:")
match t:
    case {"a": x, "zz": y}:
        print("  no")
    case _:
        print("  -> no match")
print("too many keys:")
match t:
    case {"a": 1, "b": 2, "c": 3}:
        print("  no")
    case _:
        print("  -> no match")
print("defaultdict-like:")
d = Defaulting(k=1)
match d:
    case {"k": k, "other": o}:
        print("  no", k, o)
    case {"k": k}:
        print("  -> k", k, "keys", list(d))
