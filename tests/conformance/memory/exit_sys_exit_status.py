# sys.exit(3) from inside nested calls: finally blocks and __del__ methods
# run on the way out and at exit; the status is 3.
import sys


class Tracked:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


def inner():
    keep = Tracked("inner local")
    try:
        sys.exit(3)
    finally:
        print("inner finally")


def outer():
    keep = Tracked("outer local")
    inner()


g = Tracked("global")
try:
    outer()
finally:
    print("module finally")
