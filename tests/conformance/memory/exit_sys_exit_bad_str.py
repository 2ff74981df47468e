# conformance: stderr-full
# sys.exit(obj) where str(obj) raises: CPython writes an empty line, then
# reports the error of str() as ignored, and exits with status 1.
import sys


class Unprintable:
    def __str__(self):
        raise ValueError("cannot be printed")


class Tracked:
    def __del__(self):
        print("del Tracked")


t = Tracked()
print("before exit")
sys.exit(Unprintable())
