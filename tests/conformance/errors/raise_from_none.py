# raise ... from None hides the original exception.

def lookup(table, key):
    try:
        return table[key]
    except KeyError:
        raise LookupError("no entry named %r" % key) from None

table = {"a": 1}
print(lookup(table, "a"))
lookup(table, "b")
