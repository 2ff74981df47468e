# __class__ assignment while attribute loads and method calls on the object
# are warm: the new class has the same attribute and method names, defined in
# another order and with other values, so anything cached from the old class
# would show the wrong result.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Cat:
    sound = "meow"
    legs = 4

    def __init__(self, name):
        self.name = name
        self.lives = 9

    def speak(self):
        return "%s says %s" % (self.name, self.sound)

    def describe(self):
        return "cat with %d lives" % self.lives


class Robot:
    legs = 0
    sound = "beep"

    def describe(self):
        return "robot v%s" % self.__dict__.get("version", "?")

    def speak(self):
        return "%s emits %s" % (self.name, self.sound)


class Ghost:
    sound = property(lambda self: "boo from " + self.name)

    def __getattr__(self, name):
        return "ghostly-" + name

    def speak(self):
        return "%s whispers %s" % (self.name, self.sound)

    def describe(self):
        return "ghost (legs: %s)" % self.legs


def visit(pet):
    return "%s | %s | %s | %s" % (pet.speak(), pet.describe(), pet.sound, pet.legs)


pet = Cat("Tom")
log = []
for i in range(500):
    if i == 200:
        pet.__class__ = Robot
    elif i == 250:
        pet.version = 2
    elif i == 300:
        pet.__class__ = Ghost
    elif i == 350:
        pet.legs = "instance-legs"
    elif i == 400:
        pet.__class__ = Cat
    elif i == 450:
        del pet.legs
        pet.__class__ = Robot
    log.append(visit(pet))
last = None
for i, entry in enumerate(log):
    if entry != last:
        print(i, entry)
        last = entry

# Two objects of different classes flowing through one site, with the classes
# swapped between them half way.
a = Cat("A")
b = Robot.__new__(Robot)
b.name = "B"
out = []
for i in range(300):
    if i == 150:
        a.__class__, b.__class__ = Robot, Cat
        b.lives = 1
    out.append(a.speak() + " / " + b.speak())
print(runs(out))

# Refused assignments leave the object alone.
try:
    pet.__class__ = int
except TypeError as e:
    print("TypeError:", e)
try:
    pet.__class__ = "Cat"
except TypeError as e:
    print("TypeError:", e)
print(type(pet).__name__, visit(pet))
