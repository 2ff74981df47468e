# Collecting failures into an ExceptionGroup and handling them with except*.

def validate(record):
    errors = []
    if not record.get("name"):
        errors.append(ValueError("name is required"))
    if not isinstance(record.get("age"), int):
        errors.append(TypeError("age must be an int"))
    elif record["age"] < 0:
        errors.append(ValueError("age must be >= 0"))
    if "@" not in record.get("email", ""):
        errors.append(ValueError("email is invalid"))
    if errors:
        raise ExceptionGroup("invalid record %r" % record.get("name"), errors)
    return True

records = [
    {"name": "ann", "age": 30, "email": "a@x"},
    {"name": "", "age": "old", "email": "nope"},
    {"name": "bob", "age": -1, "email": "b@x"},
]
for record in records:
    try:
        print(validate(record))
    except* TypeError as group:
        print("type problems:", [str(e) for e in group.exceptions])
    except* ValueError as group:
        print("value problems:", [str(e) for e in group.exceptions], "|", group.message)

# Nested groups flatten by walking them
def leaves(group):
    for e in group.exceptions:
        if isinstance(e, BaseExceptionGroup):
            yield from leaves(e)
        else:
            yield e

outer = ExceptionGroup("batch", [ValueError("a"),
                                 ExceptionGroup("sub", [KeyError("b"), ValueError("c")])])
print([repr(e) for e in leaves(outer)])

# except* with a tuple of types
try:
    raise ExceptionGroup("mixed", [KeyError("k"), IndexError("i"), ValueError("v")])
except* (KeyError, IndexError) as lookup:
    print("lookup errors:", sorted(type(e).__name__ for e in lookup.exceptions))
except* ValueError as values:
    print("value errors:", [str(e) for e in values.exceptions])

# Raising inside except* adds to the result group
try:
    try:
        raise ExceptionGroup("first", [ValueError("v")])
    except* ValueError:
        raise RuntimeError("handler failed")
except ExceptionGroup as eg:
    print(eg.message, [type(e).__name__ for e in eg.exceptions])
except RuntimeError as e:
    print("plain RuntimeError:", e, "context:", repr(e.__context__))

# derive() keeps the subclass for split results
class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message + " (derived)", excs)

mg = MyGroup("custom", [ValueError(1), TypeError(2)])
match, rest = mg.split(ValueError)
print(type(match).__name__, match.message, type(rest).__name__, rest.message)
