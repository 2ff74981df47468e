# The order in which containers release their items when they are freed,
# cleared or shrunk (visible through __del__).

class T:
    def __init__(self, name): self.name = name
    def __del__(self): print("  destroy", self.name)

class H(T):
    # Fixed small hashes make the hash-table order of sets deterministic.
    def __init__(self, name, h):
        super().__init__(name)
        self.h = h
    def __hash__(self): return self.h
    def __eq__(self, other): return self is other

def section(title):
    print(title)

section("list freed"); x = [T(i) for i in range(4)]; del x
section("list cleared"); x = [T(i) for i in range(3)]; x.clear()
section("list slice deleted"); x = [T(i) for i in range(6)]; del x[1:4]; print(" ."); del x
section("list extended slice deleted"); x = [T(i) for i in range(6)]; del x[::2]; print(" ."); del x
section("list slice replaced"); x = [T(i) for i in range(5)]; x[1:4] = ["a"]; print(" ."); del x
section("list extended slice replaced"); x = [T(i) for i in range(4)]; x[::2] = "ab"; print(" ."); del x
section("list *= 0"); x = [T(i) for i in range(3)]; x *= 0; print(" .")
section("list item replaced"); x = [T("old")]; x[0] = T("new"); print(" ."); del x
section("list.remove and pop"); x = [T(0), T(1), T(2)]; x.remove(x[1]); x.pop(0); print(" ."); del x
section("tuple freed"); x = tuple(T(i) for i in range(4)); del x
section("nested"); x = [(T(1), T(2)), [T(3), T(4)], {"k": T(5)}]; del x
section("dict values freed"); x = {i: T(i) for i in range(4)}; del x
section("dict keys and values"); x = {H("k%d" % i, i): T("v%d" % i) for i in range(2)}; del x
section("dict cleared"); x = {i: T(i) for i in range(3)}; x.clear()
section("dict after deletion"); x = {i: T(i) for i in range(4)}; del x[1]; x[9] = T(9); print(" ."); del x
section("dict popitem"); x = {i: T(i) for i in range(3)}; x.popitem(); print(" ."); del x
section("set freed"); x = {H(i, h) for i, h in enumerate([5, 1, 3, 7, 2])}; del x
section("set cleared"); x = {H(i, h) for i, h in enumerate([6, 0, 4])}; x.clear()
section("frozenset freed"); x = frozenset(H(i, h) for i, h in enumerate([3, 1, 2])); del x
section("set discard"); x = {H(i, h) for i, h in enumerate([5, 1])}; x.discard(next(iter(x))); print(" ."); del x

class O: pass
section("instance __dict__"); o = O(); o.a = T("a"); o.b = T("b"); o.c = T("c"); del o
class S:
    __slots__ = ("a", "b", "c")
section("slots"); o = S(); o.c = T("c"); o.a = T("a"); o.b = T("b"); del o
class SD:
    __slots__ = ("a", "b", "__dict__")
section("slots and __dict__"); o = SD(); o.z = T("z"); o.a = T("a"); o.b = T("b"); del o
class Sub(S):
    __slots__ = ("d",)
section("inherited slots"); o = Sub(); o.a = T("a"); o.d = T("d"); o.c = T("c"); del o

section("closure cells")
def make():
    a = T("cell a"); b = T("cell b")
    def inner(): return a, b
    return inner
f = make(); del f
section("frame locals")
def locals_die():
    a = T("local a"); b = T("local b"); c = T("local c")
locals_die()
section("exception args"); e = Exception(T("arg0"), T("arg1")); del e
section("end")
