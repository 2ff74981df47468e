# Miscellaneous str operations: comparison, immutability, multiplication, expandtabs.

a = "hello"
b = "hel" + "lo"
print(a == b, a < "help", "apple" < "banana" < "cherry", "a" * 3 == "aaa", "" < "\x00")
print(max("abc", "abd", "ab"), min(["b", "A", "a"]), sorted(["10", "9", "100"]))

try:
    a[0] = "H"
except TypeError as e:
    print(type(e).__name__, e)
print("H" + a[1:], a.replace("h", "H", 1), a)

print("ab" * 3, 3 * "ab", "ab" * 0, "ab" * -1, repr("" * 100))
print("a\tb\tc".expandtabs(), "a\tb\tc".expandtabs(4), "12345\t6".expandtabs(4),
      repr("\t".expandtabs(0)))
print("x\ty\nab\tc".expandtabs(3))

# Strings are sequences
s = "sequence"
print(s[0], s[-1], s[2:5], len(s), "q" in s, s.index("q"), s.count("e"), list(reversed(s))[:3])
print(s * 2 == s + s, sorted(s), "".join(sorted(set(s))), tuple(s[:3]))

# Iterating with enumerate and zip
print([(i, c) for i, c in enumerate("abc")], ["".join(p) for p in zip("abc", "xyz")])

# str() of other str subclasses and of str itself
class Loud(str):
    def __str__(self):
        return self.upper()

print(str(Loud("quiet")), Loud("quiet") + "!", len(Loud("abc")), "%s" % Loud("pct"),
      f"{Loud('fs')}")

# Concatenation in a loop and join give the same result
parts = []
acc = ""
for i in range(10):
    parts.append(str(i))
    acc += str(i)
print(acc == "".join(parts), acc)

# Method chaining
print("  Hello, World!  ".strip().lower().replace(",", "").split())
print("-".join("2024 03 15".split()).center(14, "*"))

# Comparisons with non-strings
print("1" == 1, "a" != None, "abc" == ["a", "b", "c"])
for fn in (lambda: "a" < 1, lambda: "a" + 1, lambda: "a" * "b", lambda: "abc" - "c"):
    try:
        fn()
    except TypeError as e:
        print(type(e).__name__, e)
