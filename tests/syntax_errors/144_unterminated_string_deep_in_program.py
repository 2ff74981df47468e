import json


def load(path):
    with open(path) as f:
        data = json.load(f)
    return data


def save(path, data):
    with open(path, "w") as f:
        json.dump(data, f, indent=2)
    print("saved to, path)
