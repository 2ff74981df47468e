# Assigning to __class__: allowed between compatible heap types, rejected otherwise.

class Animal:
    sound = "..."

    def __init__(self, name):
        self.name = name

    def speak(self):
        return "%s the %s says %s" % (self.name, type(self).__name__.lower(), self.sound)

class Dog(Animal):
    sound = "woof"

class Cat(Animal):
    sound = "meow"

pet = Dog("rex")
print(pet.speak())
pet.__class__ = Cat
print(pet.speak(), isinstance(pet, Cat), isinstance(pet, Dog), type(pet).__name__)
pet.__class__ = Animal
print(pet.speak())

# State machine by changing class
class Closed:
    def open(self):
        self.__class__ = Opened
        return "opening"

    def close(self):
        return "already closed"

class Opened:
    def open(self):
        return "already open"

    def close(self):
        self.__class__ = Closed
        return "closing"

door = Closed()
print([door.open(), door.open(), door.close(), door.close(), door.open()])
print(type(door).__name__)

# Not allowed: to a non-class, to a built-in type, or from a built-in instance
def attempt(label, fn):
    try:
        fn()
        print(label, "-> allowed")
    except TypeError as e:
        print(label, "->", type(e).__name__ + ":", e)

obj = Dog("x")
attempt("Dog -> 5", lambda: setattr(obj, "__class__", 5))
attempt("Dog -> int", lambda: setattr(obj, "__class__", int))
attempt("int -> Dog", lambda: setattr(1, "__class__", Dog))
attempt("list -> Dog", lambda: setattr([], "__class__", Dog))

# Incompatible layouts (slots differ)
class Slotted:
    __slots__ = ("a",)

class OtherSlotted:
    __slots__ = ("b",)

class SameSlots:
    __slots__ = ("a",)

s = Slotted()
attempt("Slotted -> OtherSlotted", lambda: setattr(s, "__class__", OtherSlotted))
attempt("Slotted -> SameSlots", lambda: setattr(s, "__class__", SameSlots))
attempt("Slotted -> Dog", lambda: setattr(s, "__class__", Dog))

# Subclass of a builtin to another subclass of the same builtin
class MyList(list):
    pass

class OtherList(list):
    def total(self):
        return sum(self)

ml = MyList([1, 2, 3])
ml.__class__ = OtherList
print(ml.total(), type(ml).__name__)

# Deleting __class__ is not allowed
attempt("del __class__", lambda: delattr(obj, "__class__"))
