# Captures follow the scoping rules of assignments: locals, globals, nonlocals, cells.
counter = None

def set_global(v):
    global counter
    match v:
        case int(counter):
            pass

set_global(5)
print("global", counter)

def outer():
    value = "unset"
    def inner(v):
        nonlocal value
        match v:
            case [value, *_]:
                return True
        return False
    inner([1, 2])
    first = value
    inner("no")
    return first, value

print("nonlocal", outer())

def closure(v):
    match v:
        case {"f": f}:
            pass
    return lambda: f

print("cell", closure({"f": 42})())

class Config:
    match {"debug": True, "level": 3}:
        case {"debug": debug, "level": level}:
            pass

print("class body", Config.debug, Config.level)

def comprehension(items):
    results = []
    for item in items:
        match item:
            case (k, v):
                results.append(f"{k}={v}")
            case str(k):
                results.append(k)
    return results

print(comprehension([("a", 1), "b", ("c", 3)]))
