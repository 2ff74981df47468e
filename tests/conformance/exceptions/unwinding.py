# An exception unwinding through many frames runs every finally on the way.

log = []

def level(n):
    try:
        log.append("enter %d" % n)
        if n == 0:
            raise LookupError("bottom reached")
        level(n - 1)
        log.append("never %d" % n)
    finally:
        log.append("finally %d" % n)

try:
    level(4)
except LookupError as e:
    log.append("caught: %s" % e)
print("\n".join(log))

# Handlers at intermediate levels can translate the exception
def parse_int(text):
    return int(text)

def parse_row(row):
    try:
        return [parse_int(cell) for cell in row.split(",")]
    except ValueError as e:
        raise ValueError("bad row %r" % row) from e

def parse_table(rows):
    result = []
    for number, row in enumerate(rows, 1):
        try:
            result.append(parse_row(row))
        except ValueError as e:
            result.append("line %d: %s (because: %s)" % (number, e, e.__cause__))
    return result

for item in parse_table(["1,2,3", "4,x,6", "7,8", ""]):
    print(item)

# Cleanup order with nested try blocks inside one function
def nested_cleanup():
    order = []
    try:
        try:
            try:
                raise KeyError("k")
            finally:
                order.append("inner finally")
        except IndexError:
            order.append("not this handler")
        finally:
            order.append("middle finally")
    except KeyError:
        order.append("outer handler")
    finally:
        order.append("outer finally")
    return order

print(nested_cleanup())

# Exceptions thrown out of loops in a deep call stack keep loop state consistent
def search(grid, target):
    for r, row in enumerate(grid):
        for c, value in enumerate(row):
            if value == target:
                raise StopIteration((r, c))
    return None

try:
    search([[1, 2], [3, 4]], 3)
except StopIteration as e:
    print("found at", e.value)

# An exception raised during unwinding (in finally) replaces the original
def replace_during_unwind():
    try:
        raise ValueError("original")
    finally:
        raise TypeError("replacement")

try:
    replace_during_unwind()
except TypeError as e:
    print(type(e).__name__, e, "| context:", type(e.__context__).__name__, e.__context__)
