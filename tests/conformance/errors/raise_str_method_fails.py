# An exception whose __str__ raises: the traceback says so.

class Broken(Exception):
    def __str__(self):
        raise RuntimeError("cannot describe myself")

print("raising an exception with a broken __str__")
raise Broken("details")
