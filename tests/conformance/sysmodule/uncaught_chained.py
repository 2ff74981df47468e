# An uncaught exception raised while handling another: both are printed,
# the last stderr line is the final one.

def load(text):
    try:
        return int(text)
    except ValueError:
        raise RuntimeError("could not load %r" % text)

def load_all(items):
    values = []
    for item in items:
        values.append(load(item))
        print("loaded", values[-1])
    return values

print(load_all(["12", "7"]))
try:
    load_all(["3", "x"])
except RuntimeError as e:
    print("caught once:", e, "| context:", repr(e.__context__))
load_all(["1", "twelve"])
print("never printed")
