# __del__ is looked up on the type, inherited, and may call helpers.

class Base:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("  Base.__del__", self.name)

class Child(Base):
    pass

class Extended(Base):
    def __del__(self):
        print("  Extended.__del__", self.name)
        super().__del__()

class NoDel:
    pass

print("inherited:")
c = Child("child")
del c
print("extended:")
e = Extended("extended")
del e

# Like every special method, __del__ is looked up on the type, not the instance
print("instance attribute __del__ is ignored:")
n = NoDel()
n.__del__ = lambda: print("  never called")
del n
print("after deleting NoDel")

# Adding __del__ to a class after instances exist affects them
class Late:
    pass

late = Late()
Late.__del__ = lambda self: print("  late __del__ added to class")
del late

# __del__ can access globals and other objects
registry = []

class Registered:
    def __init__(self, key):
        self.key = key
        registry.append(key)

    def __del__(self):
        registry.remove(self.key)
        print("  unregistered", self.key, "remaining", registry)

r1, r2 = Registered("r1"), Registered("r2")
print(registry)
del r1
r2 = None
print(registry)

# Calling __del__ explicitly is just a method call; the object dies later
class Explicit:
    def __del__(self):
        print("  Explicit.__del__ called")

x = Explicit()
x.__del__()
print("explicit call done")
del x
print("end")
