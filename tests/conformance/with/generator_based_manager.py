# A hand-written equivalent of contextlib.contextmanager (no imports allowed).

class GeneratorCM:
    def __init__(self, gen):
        self.gen = gen

    def __enter__(self):
        return next(self.gen)

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        try:
            self.gen.throw(exc)
        except StopIteration:
            return True
        except BaseException as raised:
            if raised is exc:
                return False
            raise
        raise RuntimeError("generator didn't stop after throw()")

def contextmanager(func):
    def helper(*args, **kwargs):
        return GeneratorCM(func(*args, **kwargs))
    return helper

@contextmanager
def tag(name):
    print("<%s>" % name)
    try:
        yield name
    finally:
        print("</%s>" % name)

with tag("html"):
    with tag("body") as t:
        print("  inside", t)

@contextmanager
def suppressing(*types):
    try:
        yield
    except types as e:
        print("  suppressed", type(e).__name__, e)

with suppressing(ZeroDivisionError):
    1 / 0
print("continued after suppression")

try:
    with suppressing(KeyError):
        raise ValueError("not mine")
except ValueError as e:
    print("propagated", type(e).__name__, e)

@contextmanager
def indent_logger():
    lines = []
    depth = [0]
    def log(msg):
        lines.append("  " * depth[0] + msg)
    try:
        yield log, depth
    finally:
        print("\n".join(lines))

with indent_logger() as (log, depth):
    log("start")
    depth[0] += 1
    log("nested")
    depth[0] += 1
    log("deeper")
    depth[0] -= 2
    log("end")

@contextmanager
def converting():
    try:
        yield
    except KeyError as e:
        raise LookupError("converted %s" % e) from e

try:
    with converting():
        {}["x"]
except LookupError as e:
    print(type(e).__name__, e, "| cause:", repr(e.__cause__))
