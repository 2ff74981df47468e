# raise SystemExit(4) deep inside calls unwinds every frame, running finally blocks.

class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("acquire", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("release", self.name, "during", exc_type.__name__ if exc_type else None)
        return False

def level(n):
    with Resource("level%d" % n):
        try:
            if n == 0:
                raise SystemExit(4)
            level(n - 1)
        finally:
            print("unwinding level", n)

try:
    level(3)
except Exception:
    print("SystemExit is not an Exception, so this never runs")
print("never printed")
