# A user-defined exception class with __init__.
import sys
sys.path.insert(0, "..")
import _logtool

class MyError(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code

_logtool.start_all()
try:
    raise MyError(7)
except MyError as e:
    print(e.code)
_logtool.stop()
