# conformance: stderr-full
# After an uncaught exception the traceback is printed first; then the
# finalizers of the objects still alive run (locals of the failed frames,
# generators, globals), writing to stderr here so that the order shows.
import sys


class Tracked:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        sys.stderr.write("del " + self.name + "\n")
        print("stdout del", self.name)


def pending():
    try:
        yield 1
    finally:
        sys.stderr.write("generator finally\n")


def fail():
    local = Tracked("local of fail")
    raise KeyError("missing")


g = pending()
next(g)
a = Tracked("global a")
b = [Tracked("list item")]
print("before the error")
fail()
