# Mutable class attributes are shared by all instances; assignment creates instance attributes.

class Team:
    members = []
    size = 0

    def add(self, name):
        self.members.append(name)
        self.size += 1

red, blue = Team(), Team()
red.add("ann")
blue.add("bob")
print(red.members, blue.members, Team.members)
print(red.size, blue.size, Team.size)
print("members" in vars(red), "size" in vars(red))

class FixedTeam:
    def __init__(self):
        self.members = []

    def add(self, name):
        self.members.append(name)

r, b = FixedTeam(), FixedTeam()
r.add("ann")
print(r.members, b.members)

# Class attribute lookup follows the MRO at access time
class Base:
    setting = "base"

class Derived(Base):
    pass

d = Derived()
print(d.setting)
Base.setting = "changed on base"
print(d.setting)
Derived.setting = "own value"
print(d.setting, Base.setting)
del Derived.setting
print(d.setting)

# Counter of instances on the class vs per subclass
class Counted:
    total = 0

    def __init__(self):
        Counted.total += 1
        type(self).per_class = getattr(type(self), "per_class", 0) + 1

class SubCounted(Counted):
    pass

Counted(); SubCounted(); SubCounted()
print(Counted.total, Counted.per_class, SubCounted.per_class)

# Augmented assignment on an instance reads the class value and writes an instance value
class Config:
    retries = 3
    tags = ("a",)

c = Config()
c.retries += 1
c.tags += ("b",)
print(c.retries, Config.retries, c.tags, Config.tags)

# Methods can be shared class attributes too, bound per instance
class Greeter:
    greeting = "hi"

    def greet(self):
        return self.greeting

g1, g2 = Greeter(), Greeter()
g2.greeting = "hello"
print(g1.greet(), g2.greet())
Greeter.greet = lambda self: self.greeting.upper()
print(g1.greet(), g2.greet())
