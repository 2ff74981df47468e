# Nested lists and dicts: aliasing, copying by hand, deep equality and traversal.

config = {
    "servers": [{"name": "alpha", "ports": [80, 443]}, {"name": "beta", "ports": [22]}],
    "limits": {"cpu": 4, "mem": {"soft": 512, "hard": 1024}},
    "tags": ["prod", "eu"],
}

def deep_copy(value):
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [deep_copy(v) for v in value]
    if isinstance(value, tuple):
        return tuple(deep_copy(v) for v in value)
    return value

shallow = dict(config)
deep = deep_copy(config)
config["servers"][0]["ports"].append(8080)
config["tags"] = ["dev"]
print(shallow["servers"][0]["ports"], deep["servers"][0]["ports"])
print(shallow["tags"], deep["tags"], deep == config, deep["limits"] == config["limits"])

def paths(value, prefix=""):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, prefix + "/" + k)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, prefix + "[%d]" % i)
    else:
        yield prefix, value

for p, v in paths(config):
    print(p, "=", v)

def get_path(value, path):
    for part in path:
        value = value[part]
    return value

print(get_path(config, ["limits", "mem", "hard"]), get_path(config, ["servers", 1, "name"]))
try:
    get_path(config, ["servers", 5])
except IndexError as e:
    print(type(e).__name__, e)
try:
    get_path(config, ["limits", "disk"])
except KeyError as e:
    print(type(e).__name__, e)

def depth(value):
    if isinstance(value, (list, dict)):
        children = value.values() if isinstance(value, dict) else value
        return 1 + max((depth(c) for c in children), default=0)
    return 0

print(depth(config), depth([]), depth([[[[]]]]), depth(5))

# Self-referencing structures print safely
a = [1, 2]
a.append(a)
d = {"me": None}
d["me"] = d
d["list"] = [d]
print(a, d, a[2][2][2][0])
print(a == a)
