# Destruction order when containers release their items.

class T:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("  destroy", self.name)

print("list deleted (items released last to first):")
items = [T("l0"), T("l1"), T("l2")]
del items
print("list cleared:")
items = [T("c0"), T("c1"), T("c2")]
items.clear()
print("pop and discard:")
items = [T("p0"), T("p1")]
items.pop()
print("  popped")
del items[0]
print("  deleted index 0")
print("slice assignment:")
items = [T("s0"), T("s1"), T("s2"), T("s3")]
items[1:3] = []
print("  after slice removal")
items = None

print("dict deleted:")
d = {"x": T("dx"), "y": T("dy")}
del d
print("dict key overwritten:")
d = {"k": T("old")}
d["k"] = T("new")
print("  overwritten")
d.pop("k")
print("  popped")

print("tuple deleted:")
t = (T("t0"), T("t1"))
del t

print("nested containers:")
nested = [[T("n0")], {"inner": T("n1")}]
del nested

print("set of objects:")
s = {T("only")}
s.clear()

print("object owning objects:")
class Owner:
    def __init__(self):
        self.parts = [T("part0"), T("part1")]
        self.single = T("single")

    def __del__(self):
        print("  destroy owner")

o = Owner()
del o
print("end")
