# find/rfind/index/rindex/count/startswith/endswith/replace.

s = "the cat sat on the mat with the hat"
print(s.find("the"), s.find("the", 1), s.find("the", 5, 10), s.find("dog"), s.rfind("the"),
      s.rfind("at", 0, 10))
print(s.index("cat"), s.rindex("at"), s.count("at"), s.count("the", 10), s.count(""),
      "aaaa".count("aa"))
try:
    s.index("dog")
except ValueError as e:
    print(type(e).__name__, e)
try:
    s.rindex("the", 0, 3)
except ValueError as e:
    print(type(e).__name__, e)

print(s.startswith("the"), s.startswith("cat", 4), s.startswith(("dog", "the")), s.endswith("hat"))
print(s.endswith(("cat", "mat"), 0, 22), s.startswith(""), "".endswith(""), s.endswith("at", 0, -4))
try:
    s.startswith(["the"])
except TypeError as e:
    print(type(e).__name__, e)

print(s.replace("at", "og"), s.replace("the ", "", 2), s.replace("", "|")[:12],
      "aaa".replace("a", "b", 0))
print("aaa".replace("a", "b", -1), "abcabc".replace("bc", ""), "x".replace("x", "xx"))

print("" in s, "cat" in s, s.find(""), s.find("", 100), "abc".find("c", -1), "abc".find("a", -10))

# Negative and out-of-range start/end
print("hello".find("l", -2), "hello".rfind("l", -3, -1), "hello".count("l", -3),
      "hello".find("o", 10))

# Finding all occurrences
def find_all(text, sub):
    positions = []
    i = text.find(sub)
    while i != -1:
        positions.append(i)
        i = text.find(sub, i + 1)
    return positions

print(find_all(s, "at"), find_all("aaaa", "aa"), find_all("abc", "z"))

# Case-insensitive search
needle = "THE"
print([i for i in range(len(s)) if s.lower().startswith(needle.lower(), i)])
