# __del__ runs as soon as the last reference disappears (reference counting).

class Tracked:
    def __init__(self, name):
        self.name = name
        print("  create", name)

    def __del__(self):
        print("  destroy", self.name)

print("del statement:")
a = Tracked("a")
del a
print("after del a")

print("rebinding:")
b = Tracked("b1")
b = Tracked("b2")
print("after rebinding b")
b = None
print("after b = None")

print("second reference keeps it alive:")
c = Tracked("c")
alias = c
del c
print("c deleted, alias still alive")
del alias
print("alias deleted")

print("function locals die at return:")
def work():
    local = Tracked("local")
    print("  working with", local.name)
    return "result"
print(work())

print("returned objects survive the call:")
def make():
    return Tracked("returned")
kept = make()
print("holding", kept.name)
kept = None

print("temporaries die at the end of the expression statement:")
Tracked("temp").name
print("after temporary")

print("attribute replacement:")
class Holder:
    pass
h = Holder()
h.obj = Tracked("attr1")
h.obj = Tracked("attr2")
del h
print("holder deleted")

print("argument passing does not extend life beyond the call:")
def consume(obj):
    print("  consuming", obj.name)
consume(Tracked("arg"))
print("after consume")

print("loop variable keeps the last item:")
for i in range(3):
    item = Tracked("loop%d" % i)
print("loop done")
del item
print("end of program")
