# With the default sys.unraisablehook an exception in __del__ is reported
# on stderr as "Exception ignored in: ..." and the program goes on.
import sys
class Noisy:
    def __repr__(self):
        return "<Noisy>"
    def __del__(self):
        raise RuntimeError("in finalizer")
n = Noisy()
del n
print("still running", sys.unraisablehook is sys.__unraisablehook__)
