# sys.intern returns one shared str object for equal strings, refuses
# other types and str subclasses.
import sys
a = sys.intern("".join(["hello", " ", "world", "!"]))
b = sys.intern("hello world!")
print(a, a is b, a == b, sys.intern(a) is a)
names = [sys.intern("key%d" % (i % 5)) for i in range(20)]
print(len(set(map(id, names))), names[:6])
class S(str):
    pass
for bad in [5, b"bytes", None, S("sub")]:
    try:
        sys.intern(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    sys.intern()
except TypeError as e:
    print("TypeError:", e)
