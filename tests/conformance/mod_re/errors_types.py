# TypeErrors for mixing str and bytes, and for bad arguments.
import re

def attempt(f, *args):
    try:
        print(repr(f(*args)))
    except (TypeError, ValueError, re.error) as e:
        print(type(e).__name__, e)

attempt(re.match, "a", b"a")
attempt(re.match, b"a", "a")
attempt(re.match, "a", 5)
attempt(re.match, 5, "a")
attempt(re.search, "a", None)
attempt(re.compile, "a", re.L)
attempt(re.compile, b"a", re.U)
attempt(re.compile, "a", re.A | re.U)
attempt(re.sub, "a", b"x", "a")
attempt(re.sub, b"a", "x", b"a")
attempt(re.findall, "a", ["a"])
attempt(re.split, b"a", "bab")
attempt(re.compile("a").match, "a", "0")
attempt(re.sub, "a", b"x", "zaz")
attempt(re.sub, "a", lambda m: b"x", "zaz")
attempt(re.sub, b"a", lambda m: "x", b"a")
attempt(re.sub, "a", 5, "a")
attempt(re.sub, "a", lambda m: None, "bab")
