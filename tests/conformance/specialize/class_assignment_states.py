# __class__ assignment as a state machine: an object changes its own class
# inside its methods while the call sites that dispatch on it are warm; also
# slotted objects switching between classes with the same slots, and a
# module whose __class__ becomes a ModuleType subclass with a property.
import sys


class Idle:
    def step(self, event):
        if event == "start":
            self.__class__ = Running
            return "idle->running"
        return "idle stays"

    def status(self):
        return "idle(%d)" % self.ticks


class Running:
    def step(self, event):
        self.ticks += 1
        if event == "pause":
            self.__class__ = Paused
            return "running->paused"
        if event == "stop":
            self.__class__ = Idle
            return "running->idle"
        return "tick"

    def status(self):
        return "running(%d)" % self.ticks


class Paused:
    def step(self, event):
        if event == "resume":
            self.__class__ = Running
            return "paused->running"
        return "paused stays"

    def status(self):
        return "paused(%d)" % self.ticks


machine = Idle()
machine.ticks = 0
events = ["noop", "start"] + ["go"] * 5 + ["pause", "go", "resume", "go", "stop"]
transitions = {}
for i in range(300):
    event = events[i % len(events)]
    result = machine.step(event)
    transitions[result] = transitions.get(result, 0) + 1
print(sorted(transitions.items()))
print(machine.status(), type(machine).__name__)


# Slotted classes with the same slots, swapped while a slot load is warm.
class Celsius:
    __slots__ = ("value",)

    def show(self):
        return "%d C" % self.value


class Kelvin:
    __slots__ = ("value",)

    def show(self):
        return "%d K" % (self.value + 273)


class Other:
    __slots__ = ("other",)


t = Celsius()
t.value = 20
shown = []
for i in range(300):
    if i % 100 == 99:
        t.__class__ = Kelvin if type(t) is Celsius else Celsius
    shown.append(t.show())
print(shown[98:101], shown[198:201], shown[-1])
try:
    t.__class__ = Other
except TypeError as e:
    print("TypeError:", e)


# A module object whose class becomes a ModuleType subclass with a property
# and a __setattr__, while module attribute loads are warm.
ModuleType = type(sys)


class Watched(ModuleType):
    @property
    def mode(self):
        return "property mode"

    def __setattr__(self, name, value):
        if not name.startswith("__"):
            value = "watched:" + str(value)
        ModuleType.__setattr__(self, name, value)


mod = ModuleType("mod")
mod.mode = "plain mode"
mod.level = 1


def read(m):
    return "%s/%s" % (m.mode, m.level)


vals = []
for i in range(300):
    if i == 100:
        mod.__class__ = Watched
    elif i == 150:
        mod.level = 2
    elif i == 200:
        mod.__class__ = ModuleType
    vals.append(read(mod))
print(vals[99], vals[100], vals[150], vals[200], mod.__dict__["mode"], type(mod).__name__)
