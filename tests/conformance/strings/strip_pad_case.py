# strip family, padding/justification, and case conversions.

s = "  \t padded text \n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "abcHIcba".strip("abc"), "www.example.com".lstrip("w."),
      "file.txt...".rstrip("."))
print(repr("\u3000\xa0 wide \u2003".strip()), repr("aaa".strip("a")))
print("prefix_name".removeprefix("prefix_"), "name.py".removesuffix(".py"),
      "same".removeprefix("x"))

print(repr("ab".ljust(5)), repr("ab".rjust(5)), repr("ab".center(5)), repr("ab".center(6, "*")))
print(repr("abc".center(6, "-")), repr("abcd".ljust(2)), repr("x".rjust(4, "0")))
print("42".zfill(5), "-42".zfill(5), "+7".zfill(4), "abc".zfill(6), "12345".zfill(3), "".zfill(2))
try:
    "x".center(5, "ab")
except TypeError as e:
    print(type(e).__name__, e)

words = ["hello world", "HELLO", "mixed Case words", "o'neil's book", "ß straße", "ǅungla",
         "123abc", "  space  ", "éCOLE"]
for w in words:
    print(repr(w), "|", w.upper(), "|", w.lower(), "|", w.title(), "|", w.capitalize(), "|",
          w.swapcase(), "|", w.casefold())

print("ﬁ".upper(), "İ".lower(), len("İ".lower()), "Σ".lower(), "ΑΣ".lower())

# A table with justified columns
rows = [("apple", 3, 1.5), ("banana", 12, 0.25), ("kiwi", 100, 12.0)]
for name, qty, price in rows:
    print(name.ljust(8) + str(qty).rjust(5) + ("%.2f" % price).rjust(8))
print("=" * 21)
print("TOTAL".center(21, "."))
