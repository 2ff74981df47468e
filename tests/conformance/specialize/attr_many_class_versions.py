# A class modified thousands of times while loads, stores and method calls on
# its instances stay warm. Implementations that tag types with version
# numbers may run out of versions for such a class and stop specializing
# it; whatever they do, every read must see the latest state.


class Hot:
    def __init__(self):
        self.x = 0

    def get(self):
        return self.x


def read(h):
    return h.x, h.get(), h.tag


h = Hot()
Hot.tag = -1
mismatches = 0
for i in range(4000):
    Hot.tag = i
    if i % 2:
        Hot.get = lambda self, i=i: ("odd", i)
    else:
        Hot.get = lambda self: self.x
    h.x = i * 2
    x, got, tag = read(h)
    expected_get = ("odd", i) if i % 2 else i * 2
    if x != i * 2 or got != expected_get or tag != i:
        mismatches += 1
print("mismatches", mismatches, read(h))

# Class-level version churn while a different, unchanged class shares the
# same load site.
class Cold:
    def __init__(self):
        self.x = "cold"

    def get(self):
        return "cold get"

    tag = "cold tag"


c = Cold()
results = []
for i in range(2000):
    Hot.tag = "hot %d" % i
    results.append(read(c) if i % 2 else read(h)[2])
print(results[:3], results[-2:])

# After the churn the class still specializes and deoptimizes correctly.
Hot.get = lambda self: "final get"
out = [read(h) for _ in range(300)]
Hot.tag = "final tag"
print(out[-1], read(h))
del Hot.tag
try:
    read(h)
except AttributeError as e:
    print("AttributeError:", e)
