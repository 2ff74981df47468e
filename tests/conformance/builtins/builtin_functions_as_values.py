# Built-in functions are first-class: names, reprs, storing and passing them.

funcs = [len, repr, str, int, abs, sorted, min, max, sum, any, all, chr, ord, callable, hash,
         iter, next]
print([f.__name__ for f in funcs])
print(repr(len), repr(abs), str(sorted), type(len).__name__, type(str).__name__)
print(len.__self__ is __builtins__, callable(len),
      len.__module__ if hasattr(len, "__module__") else None)

apply = lambda f, *args: f(*args)
print(apply(len, "four"), apply(max, 3, 9, 4), apply(sorted, "cab"), apply(chr, 65),
      apply(int, "7"))

pipeline = [str.strip, str.lower, lambda s: s.replace(" ", "_")]
value = "  Hello World  "
for step in pipeline:
    value = step(value)
print(value)

table = {"len": len, "upper": str.upper, "abs": abs, "type": type}
calls = (("len", [1, 2]), ("upper", "x"), ("abs", -3), ("type", 1.5))
print([table[name](arg) for name, arg in calls])

# Builtins accept keyword arguments only where documented
for call in (lambda: len(obj=[1]), lambda: sorted([3, 1], reverse=True), lambda: int("ff", base=16),
             lambda: print("x", sepp="-"), lambda: abs(x=1)):
    try:
        print(call())
    except TypeError as e:
        print(type(e).__name__, e)

# Builtin types are callable with no arguments
print([t() for t in (int, float, str, bool, list, tuple, dict, set)])

# map/filter/sorted with builtins as keys
words = ["bb", "a", "ccc"]
print(list(map(len, words)), sorted(words, key=len),
      list(filter(str.isalpha, ["a", "1", "b2", "c"])))
print(max(words, key=len), min([3, -5, 2], key=abs), sum(map(ord, "abc")))
