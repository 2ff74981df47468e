# Deleting a misspelt attribute: CPython attaches no name to that error, so
# the traceback suggests nothing.

class Cache:
    def __init__(self):
        self.entries = {}

c = Cache()
del c.entries
c.entries = {}
del c.entrie
