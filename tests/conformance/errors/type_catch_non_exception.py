# An except clause naming something that is not an exception class.

def risky():
    raise ValueError("bad")

try:
    risky()
except "ValueError":
    print("never")
