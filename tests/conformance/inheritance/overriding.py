# Overriding methods and attributes, and calling the parent's version.

class Animal:
    kind = "animal"
    legs = 4

    def __init__(self, name):
        self.name = name

    def speak(self):
        return "..."

    def intro(self):
        return "%s the %s says %s" % (self.name, self.kind, self.speak())

class Dog(Animal):
    kind = "dog"

    def speak(self):
        return "woof"

class Puppy(Dog):
    def speak(self):
        return Dog.speak(self) + " (squeaky)"

class Bird(Animal):
    kind = "bird"
    legs = 2

    def __init__(self, name, can_fly=True):
        Animal.__init__(self, name)
        self.can_fly = can_fly

    def intro(self):
        base = super().intro()
        return base + (" and flies" if self.can_fly else " but cannot fly")

for a in (Animal("generic"), Dog("rex"), Puppy("bit"), Bird("tweety"), Bird("pingu", False)):
    print(a.intro(), "| legs:", a.legs)

# A subclass that forgets to call the parent __init__
class Broken(Animal):
    def __init__(self):
        self.ready = True

b = Broken()
try:
    b.intro()
except AttributeError as e:
    print(type(e).__name__, e)

# Overriding with a non-callable attribute hides the method
class Silent(Dog):
    speak = None

try:
    Silent("mute").intro()
except TypeError as e:
    print(type(e).__name__, e)

# Overriding a method with a property and vice versa
class WithProp(Animal):
    @property
    def name_upper(self):
        return self.name.upper()

class OverrideProp(WithProp):
    def name_upper(self):
        return "method: " + self.name

print(WithProp("x").name_upper, OverrideProp("y").name_upper())

# Methods resolved at call time through self, so overriding affects base methods
class Counter:
    def step(self):
        return 1

    def run(self, n):
        total = 0
        for _ in range(n):
            total += self.step()
        return total

class DoubleCounter(Counter):
    def step(self):
        return 2

print(Counter().run(5), DoubleCounter().run(5))

# Private name mangling keeps base helpers from being overridden
class Base:
    def __helper(self):
        return "Base helper"

    def call(self):
        return self.__helper()

class Derived(Base):
    def __helper(self):
        return "Derived helper"

print(Derived().call(), sorted(k for k in Derived.__dict__ if "helper" in k))
print(hasattr(Derived(), "_Base__helper"), hasattr(Derived(), "__helper"))
