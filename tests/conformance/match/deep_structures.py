# Deeply nested and mixed patterns: JSON-like data.
events = [
    {"type": "click", "pos": {"x": 10, "y": 20}, "buttons": ["left"]},
    {"type": "click", "pos": {"x": 0, "y": 0}, "buttons": ["left", "right"]},
    {"type": "key", "key": "q", "mods": []},
    {"type": "key", "key": "s", "mods": ["ctrl"]},
    {"type": "scroll", "delta": -3},
    {"type": "resize", "size": (800, 600)},
    {"type": "resize", "size": [1024, 768, "extra"]},
    {"kind": "unknown"},
]

for event in events:
    match event:
        case {"type": "click", "pos": {"x": 0, "y": 0}}:
            print("click at origin")
        case {"type": "click", "pos": {"x": x, "y": y}, "buttons": [button]}:
            print("single click", button, "at", x, y)
        case {"type": "click", "buttons": [*buttons]}:
            print("multi click", buttons)
        case {"type": "key", "key": "q", "mods": []}:
            print("quit")
        case {"type": "key", "key": key, "mods": ["ctrl" | "alt" as mod]}:
            print("shortcut", mod, key)
        case {"type": "scroll", "delta": int(d)} if d < 0:
            print("scroll up", -d)
        case {"type": "resize", "size": (w, h)}:
            print("resize", w, "x", h)
        case {"type": str(t)}:
            print("unhandled", t)
        case _:
            print("malformed", event)
