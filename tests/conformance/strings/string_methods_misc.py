# Less common str methods: count overlaps, partition chains, title/istitle, zfill, center.

print("banana".count("an"), "banana".count("ana"), "aaaa".count("a", 1, 3))
print("a.b.c".split(".", 1), "a.b.c".rsplit(".", 1), "a.b.c".partition("."),
      "a.b.c".rpartition("."))
print("hello world".title(), "Hello World".istitle(), "HELLO".istitle(), "they're bill's".title())
print("tab\tseparated\tvalues".expandtabs(12))
print("%r" % "x".center(4), "%r" % "xy".center(5, "-"), "%r" % "x".ljust(3, "."),
      "%r" % "x".rjust(3, "."))
print("3.14".zfill(7), "-3.14".zfill(7), "+1".zfill(3))
print("Mixed Case".swapcase(), "ß".swapcase(), "ﬀ".swapcase())
print("  x  ".isspace(), "   ".isspace(), "\u2003".isspace(), "".isspace())
print("abc".startswith(("x", "a")), "abc".endswith(("c",), 0, 2), "abc".startswith("b", 1))
print("one two  three".split(" "), "one two  three".split(), "  lead".split(" ", 1))
print(" ".join("a-b_c d".replace("-", " ").replace("_", " ").split()))
print(str.join(", ", ["x", "y"]), str.upper("q"), str.__len__("four"), str.__contains__("abc", "b"))
print("key: value: more".split(": ", 1), "no colon".split(": ", 1))
print("Python".find(""), "Python".rfind(""), "Python".index("on"), "Python".rindex("o"))
print("\n".join(["a", "b"]).splitlines(), "x\r\ny\rz\n".splitlines(True))
print("%s|%s|%s" % ("abc".removeprefix("ab"), "abc".removesuffix("bc"), "abc".removeprefix("")))
print(str(), str(""), str("q"), str(123), str(-1.5), str([]))
print("ǈ".istitle(), "ǈ".upper(), "ǈ".lower(), "ǈ".title())
