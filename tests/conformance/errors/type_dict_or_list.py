# The dict | operator only accepts dicts.

defaults = {"color": "red", "size": 2}
overrides = {"size": 3}
print(defaults | overrides)
pairs = [("color", "blue")]
print(defaults | pairs)
