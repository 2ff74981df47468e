# Lifetimes of objects captured by closures, bound methods and frames.

class T:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("  destroy", self.name)

    def method(self):
        return self.name

print("closure keeps its captured object alive:")
def make_getter():
    obj = T("captured")
    return lambda: obj.name
getter = make_getter()
print("  getter returns", getter())
del getter
print("getter deleted")

print("bound method keeps its instance alive:")
m = T("instance").method
print("  bound method returns", m())
m = None
print("bound method dropped")

print("locals are released in definition order when a function returns:")
def several():
    first = T("first")
    second = T("second")
    third = T("third")
    return "done"
print(several())

print("reassigning inside a loop releases the previous value each time:")
def loop():
    holder = None
    for i in range(3):
        holder = T("iteration %d" % i)
    print("  loop finished")
loop()

print("default argument values live as long as the function:")
def with_default(x=T("default value")):
    return x.name
print("  ", with_default())
del with_default
print("function deleted")
