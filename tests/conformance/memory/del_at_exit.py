# An object still referenced from module globals when the program ends is
# finalized at exit, after the last line of the program ran and with the
# module's other globals still usable.
import sys


class Announcer:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("finalizing", self.name, "sys is", type(sys).__name__)
        sys.stdout.flush()


def helper():
    return first.name


first = Announcer("global")
holder = [1, 2, 3]
print("last line, helper says", helper())
