# sub with a function as the replacement, and count.
import re

def double(m):
    return str(int(m.group()) * 2)

print(re.sub(r"\d+", double, "a1 b22 c333"))
print(re.sub(r"\d+", double, "a1 b22 c333", count=2), re.sub(r"\d+", "#", "1 2 3 4", count=1))
print(re.sub(r"(?P<w>\w+)", lambda m: m["w"].upper() + str(m.start()), "ab cd"))
print(re.subn(r"o", "0", "foo boo"), re.subn(r"o", "0", "foo", count=1), re.subn("z", "y", "abc"))
print(re.sub(r"[aeiou]", lambda m: "", "education"))
print(re.sub("b", lambda m: m.string + str(m.pos) + str(m.endpos), "abc"))
calls = []
re.sub(".", lambda m: calls.append(m.span()) or "", "xyz")
print(calls)
try:
    re.sub("a", lambda m: 5, "a")
except TypeError as e:
    print(type(e).__name__)
