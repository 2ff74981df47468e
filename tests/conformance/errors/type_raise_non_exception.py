# Raising an object that is not an exception.

def fail(reason):
    raise reason

print("about to fail")
fail("something went wrong")
