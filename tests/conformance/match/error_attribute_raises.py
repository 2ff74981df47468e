# An exception other than AttributeError from an attribute lookup propagates.
class Sensor:
    __match_args__ = ("reading",)
    @property
    def reading(self):
        raise RuntimeError("sensor offline")
    @property
    def missing(self):
        raise AttributeError("no such reading")

match Sensor():
    case Sensor(missing=m):
        print("unreachable")
    case Sensor():
        print("AttributeError means the pattern fails")

match Sensor():
    case Sensor(value):
        print("unreachable")
