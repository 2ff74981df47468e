# Which subjects are mappings: dict and its subclasses, class __dict__ proxies; not lists.
class MyDict(dict):
    pass

class Plain:
    x = 1

def is_mapping(m):
    match m:
        case {}:
            return True
    return False

for m in [{}, MyDict(), Plain.__dict__, [], (), "s", {1}, None, Plain()]:
    print(type(m).__name__, is_mapping(m))

match Plain.__dict__:
    case {"x": x}:
        print("mappingproxy key x =", x)

match MyDict(a=1, b=2):
    case {"a": 1, **rest}:
        print(type(rest).__name__, rest)
