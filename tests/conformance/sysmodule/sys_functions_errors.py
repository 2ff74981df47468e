# The sys functions issue 3 lists, called correctly and incorrectly:
# recursion limit getters and setters, stream methods, exit's arity.
import sys


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


original = sys.getrecursionlimit()
check(lambda: original)
check(lambda: sys.setrecursionlimit(0))
check(lambda: sys.setrecursionlimit(-5))
check(lambda: sys.setrecursionlimit("5"))
check(lambda: sys.setrecursionlimit(1.5))
check(lambda: sys.setrecursionlimit())
check(lambda: sys.setrecursionlimit(1, 2))
check(lambda: sys.setrecursionlimit(limit=10))
check(lambda: sys.getrecursionlimit(1))
check(lambda: sys.setrecursionlimit(1234) or sys.getrecursionlimit())
check(lambda: sys.setrecursionlimit(True) if False else "skipped")


def deep(n):
    if n == 0:
        return sys.setrecursionlimit(5)
    return deep(n - 1)


try:
    deep(20)
except RecursionError as e:
    # The depth in the message is the caller's; print only its shape.
    text = str(e)
    print(type(e).__name__, text.startswith("cannot set the recursion limit to 5 at the "
                                            "recursion depth "), text.endswith("too low"))
check(lambda: sys.getrecursionlimit())
sys.setrecursionlimit(original)
check(lambda: sys.exit(1, 2))
check(lambda: sys.exit(code=1))
check(lambda: sys.stdout.write("abc\n"))
check(lambda: sys.stdout.write(""))
check(lambda: sys.stdout.write("é€\n"))
check(lambda: sys.stdout.write(5))
check(lambda: sys.stdout.write())
check(lambda: sys.stdout.write("a", "b"))
check(lambda: sys.stdout.flush())
check(lambda: sys.stdout.flush(1))
check(lambda: sys.stderr.flush())
check(lambda: sys.stdout.writable())
check(lambda: sys.stdout.isatty(1))
check(lambda: sys.exception(1))
check(lambda: sys.exception())
check(lambda: sys.modules["sys"] is sys)
check(lambda: "builtins" in sys.modules and "__main__" in sys.modules)
check(lambda: sys.modules["__main__"].check is check)
check(lambda: type(sys.path).__name__)
check(lambda: all(isinstance(p, str) for p in sys.path))
check(lambda: sys.argv[1:])
check(lambda: type(sys.argv[0]).__name__)
check(lambda: sys.version_info[:2])
check(lambda: (sys.version_info.major, sys.version_info.minor))
check(lambda: sys.version_info >= (3, 13) and sys.version_info < (3, 14))
check(lambda: len(sys.version_info))
check(lambda: type(sys.implementation.name).__name__)
check(lambda: sys.implementation.name == sys.implementation.name.lower())
check(lambda: hasattr(sys.implementation, "version"))
