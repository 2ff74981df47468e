# conformance: stderr-full
# sys.exit() with a message: the message is printed, then finalizers of
# locals and globals run; their output is flushed before the process ends
# and the exit status is 1.
import sys


class Tracked:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        sys.stderr.write("del " + self.name + "\n")
        print("del", self.name, end=" | ")


def gen():
    try:
        yield 1
    finally:
        print("generator finally", end=" | ")


def leave():
    local = Tracked("local")
    sys.exit("leaving with a message")


a = Tracked("a")
g = gen()
next(g)
b = Tracked("b")
print("before exit")
leave()
