# An uncaught subclass of SystemExit exits with its code; a code that is an
# exception instance is printed with str() and exits with status 1.
import sys


class Shutdown(SystemExit):
    def __init__(self, reason, status):
        super().__init__(status)
        self.reason = reason


try:
    raise Shutdown("maintenance", 7)
except SystemExit as e:
    print(type(e).__name__, e.code, e.reason, e.args)
try:
    sys.exit(KeyError("k"))
except SystemExit as e:
    print(type(e.code).__name__, repr(e.code), str(e))
print("leaving with Shutdown(7)")
raise Shutdown("final", 7)
