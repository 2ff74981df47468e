# A small enum implementation built on a metaclass.

class EnumMeta(type):
    def __new__(mcls, name, bases, ns):
        members = {k: v for k, v in ns.items() if not k.startswith("_") and not callable(v)}
        for k in members:
            del ns[k]
        cls = super().__new__(mcls, name, bases, ns)
        cls._members = {}
        for k, v in members.items():
            member = object.__new__(cls)
            member.name, member.value = k, v
            setattr(cls, k, member)
            cls._members[k] = member
        return cls

    def __iter__(cls):
        return iter(cls._members.values())

    def __len__(cls):
        return len(cls._members)

    def __getitem__(cls, name):
        return cls._members[name]

    def __call__(cls, value):
        for member in cls._members.values():
            if member.value == value:
                return member
        raise ValueError("%r is not a valid %s" % (value, cls.__name__))

    def __contains__(cls, member):
        return isinstance(member, cls) and member.name in cls._members

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get("_members", {}):
            raise AttributeError("cannot reassign member %r" % name)
        super().__setattr__(name, value)

class Enum(metaclass=EnumMeta):
    def __repr__(self):
        return "<%s.%s: %r>" % (type(self).__name__, self.name, self.value)

    def __str__(self):
        return "%s.%s" % (type(self).__name__, self.name)

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

    def is_warm(self):
        return self is Color.RED

print(list(Color), len(Color))
print(Color.RED, repr(Color.GREEN), Color["BLUE"], Color(2))
print(Color.RED.is_warm(), Color.BLUE.is_warm(), Color.RED.value, Color.RED.name)
print(Color.RED in Color, 1 in Color, isinstance(Color.RED, Color), type(Color.RED).__name__)
print(Color.RED is Color(1), Color.RED == Color.RED, Color.RED == 1)
try:
    Color(7)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Color["PURPLE"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    Color.RED = 10
except AttributeError as e:
    print(type(e).__name__, e)

class Weekday(Enum):
    MON = "monday"
    TUE = "tuesday"

print([str(d) for d in Weekday], Weekday("tuesday").name, sorted(m.name for m in Color))
print({Color.RED: "stop", Color.GREEN: "go"}[Color(2)])
