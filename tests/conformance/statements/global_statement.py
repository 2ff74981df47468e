# The global statement: rebinding module names from functions and classes.

counter = 0

def increment():
    global counter
    counter += 1
    return counter

print(increment(), increment(), counter)

def create_new_global():
    global created
    created = "made in a function"

try:
    print(created)
except NameError as e:
    print(type(e).__name__, e)
create_new_global()
print(created)

def shadow():
    counter = 100
    return counter

print(shadow(), counter)

def read_only():
    return counter * 10

print(read_only())

def nested_global():
    def inner():
        global counter
        counter = -1
    inner()
    return counter

print(nested_global(), counter)

class Registry:
    global registered
    registered = []

    def register(self, name):
        registered.append(name)

Registry().register("a")
Registry().register("b")
print(registered)

def global_in_loop():
    global total
    total = 0
    for i in range(5):
        total += i

global_in_loop()
print(total)

def delete_global():
    global created
    del created

delete_global()
print("created" in globals())

def uses_before_global_unbound():
    try:
        return value_not_yet_defined
    except NameError as e:
        return str(e)

print(uses_before_global_unbound())
value_not_yet_defined = 5
print(uses_before_global_unbound())

# global in a function defined via exec uses the exec globals
ns = {}
exec("def setter():\n    global g\n    g = 42\nsetter()", ns)
print(ns["g"], "g" in globals())
