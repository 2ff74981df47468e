# Common reference patterns and when __del__ fires: caches, registries, parents.

class Res:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("  release", self.name)

print("cache holds objects until evicted:")
cache = {}
for i in range(3):
    cache["k%d" % i] = Res("cached%d" % i)
del cache["k1"]
print("  k1 evicted")
cache.clear()
print("  cache cleared")

print("a list of handlers:")
handlers = [Res("h0"), Res("h1")]
handlers.remove(handlers[0])
print("  removed h0")
handlers = []
print("  list replaced")

print("objects passed through functions:")
def identity(x):
    return x

kept = identity(Res("passed"))
print("  still held:", kept.name)
kept = "other value"

print("object in a tuple inside a list:")
outer = [(Res("in-tuple"), 1)]
outer[0] = None
print("  tuple replaced")

print("swap references:")
x, y = Res("x"), Res("y")
x, y = y, x
print("  swapped, nothing released")
del x
print("  deleted name x (held y's object)")
del y
print("end")
