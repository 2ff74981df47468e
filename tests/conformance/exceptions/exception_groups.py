# ExceptionGroup and except*: splitting, matching and re-raising.

eg = ExceptionGroup("batch failed", [ValueError("v1"), TypeError("t1"), ValueError("v2")])
print(type(eg).__name__, eg.message, len(eg.exceptions), str(eg))
print([type(e).__name__ for e in eg.exceptions])

match, rest = eg.split(ValueError)
print("match:", [str(e) for e in match.exceptions], "rest:", [str(e) for e in rest.exceptions])
print(eg.subgroup(TypeError).exceptions, eg.subgroup(KeyError))
print(eg.split(lambda e: "2" in str(e))[0].exceptions)

# except* runs each matching clause once with a sub-group
try:
    raise eg
except* ValueError as group:
    print("ValueError clause:", [str(e) for e in group.exceptions], type(group).__name__)
except* TypeError as group:
    print("TypeError clause:", [str(e) for e in group.exceptions])

# Unmatched exceptions propagate as a new group
try:
    try:
        raise ExceptionGroup("mixed", [KeyError("k"), OSError("o")])
    except* KeyError:
        print("handled the KeyError part")
except ExceptionGroup as leftover:
    print("leftover:", leftover.message, [type(e).__name__ for e in leftover.exceptions])

# A plain exception is wrapped for except*
try:
    raise IndexError("naked")
except* IndexError as group:
    print("wrapped:", type(group).__name__, repr(group.message), group.exceptions)

# Nested groups
nested = ExceptionGroup("outer", [ValueError("a"),
                                  ExceptionGroup("inner", [TypeError("b"), ValueError("c")])])
m, r = nested.split(ValueError)
def shape(g):
    return [shape(e) if isinstance(e, BaseExceptionGroup) else str(e) for e in g.exceptions]
print(shape(m), shape(r))

try:
    raise nested
except* ValueError as group:
    print("nested ValueErrors:", shape(group))
except* TypeError as group:
    print("nested TypeErrors:", shape(group))

# BaseExceptionGroup vs ExceptionGroup
bg = BaseExceptionGroup("base", [KeyboardInterrupt()])
print(type(bg).__name__)
g2 = BaseExceptionGroup("only exceptions", [ValueError()])
print(type(g2).__name__)

# Constructor errors
for args in (("msg", []), ("msg", [1]), (1, [ValueError()])):
    try:
        ExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    ExceptionGroup("x", [KeyboardInterrupt()])
except TypeError as e:
    print(type(e).__name__, e)

# derive and notes
eg = ExceptionGroup("with note", [ValueError(1)])
eg.add_note("context note")
sub = eg.subgroup(ValueError)
print(sub is eg, getattr(sub, "__notes__", None))
