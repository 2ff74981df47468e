# A JSON-like serializer written from scratch (no json module).

def dumps(value):
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError("cannot serialize %r" % value)
        return repr(value)
    if isinstance(value, str):
        out = ['"']
        for ch in value:
            if ch == '"':
                out.append('\\"')
            elif ch == "\\":
                out.append("\\\\")
            elif ch == "\n":
                out.append("\\n")
            elif ord(ch) < 32:
                out.append("\\u%04x" % ord(ch))
            else:
                out.append(ch)
        out.append('"')
        return "".join(out)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(dumps(v) for v in value) + "]"
    if isinstance(value, dict):
        items = []
        for k, v in value.items():
            if not isinstance(k, str):
                raise TypeError("keys must be str, not %s" % type(k).__name__)
            items.append(dumps(k) + ": " + dumps(v))
        return "{" + ", ".join(items) + "}"
    raise TypeError("Object of type %s is not serializable" % type(value).__name__)

data = {"name": "Widget \"Pro\"", "tags": ["a", "b\\c"], "price": 12.5, "stock": 3,
        "active": True, "parent": None, "dims": {"w": 1, "h": [2, 3.0e-3]},
        "note": "line1\nline2\x01"}
print(dumps(data))
print(dumps([]), dumps({}), dumps([[], {}, [None]]), dumps((1, 2)), dumps(-0.0), dumps(10 ** 20))
print(dumps("tab\there"), dumps("é and 😀"), dumps([True, False, None]))
for bad in ({1: 2}, [float("nan")], {"s": {1, 2}}, float("inf"), object):
    try:
        dumps(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# Nested structures are serialized depth first, keys in insertion order
config = {"z": 1, "a": {"y": [1, {"x": None}]}, "m": []}
print(dumps(config))
