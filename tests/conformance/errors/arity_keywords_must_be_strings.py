# ** unpacking a dict with non-string keys into a call.

def show(**options):
    return sorted(options)

print(show(**{"a": 1, "b": 2}))
print(show(**{1: "one"}))
