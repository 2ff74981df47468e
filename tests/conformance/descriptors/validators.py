# Reusable validating descriptors, as used in data models.

class Validator:
    def __set_name__(self, owner, name):
        self.public = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        try:
            return getattr(obj, self.private)
        except AttributeError:
            message = "%r has no value for %r yet" % (type(obj).__name__, self.public)
            raise AttributeError(message) from None

    def __set__(self, obj, value):
        self.validate(value)
        setattr(obj, self.private, value)

    def validate(self, value):
        pass

class OneOf(Validator):
    def __init__(self, *options):
        self.options = options

    def validate(self, value):
        if value not in self.options:
            raise ValueError("%s must be one of %r, got %r" % (self.public, self.options, value))

class Number(Validator):
    def __init__(self, minimum=None, maximum=None):
        self.minimum, self.maximum = minimum, maximum

    def validate(self, value):
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise TypeError("%s must be a number, not %s" % (self.public, type(value).__name__))
        if self.minimum is not None and value < self.minimum:
            raise ValueError("%s must be >= %r" % (self.public, self.minimum))
        if self.maximum is not None and value > self.maximum:
            raise ValueError("%s must be <= %r" % (self.public, self.maximum))

class String(Validator):
    def __init__(self, min_len=0, predicate=None):
        self.min_len, self.predicate = min_len, predicate

    def validate(self, value):
        if not isinstance(value, str):
            raise TypeError("%s must be a str" % self.public)
        if len(value) < self.min_len:
            raise ValueError("%s is too short (%d < %d)" % (self.public, len(value), self.min_len))
        if self.predicate and not self.predicate(value):
            raise ValueError("%s failed %s" % (self.public, self.predicate.__name__))

class Component:
    name = String(min_len=2, predicate=str.isupper)
    kind = OneOf("wood", "metal", "plastic")
    quantity = Number(minimum=0)
    weight = Number(0, 100.5)

    def __init__(self, name, kind, quantity, weight):
        self.name, self.kind, self.quantity, self.weight = name, kind, quantity, weight

c = Component("WIDGET", "metal", 5, 1.5)
print(c.name, c.kind, c.quantity, c.weight, sorted(vars(c)))

bad_inputs = [
    ("W", "metal", 5, 1.5),
    ("widget", "metal", 5, 1.5),
    ("WIDGET", "glass", 5, 1.5),
    ("WIDGET", "wood", -1, 1.5),
    ("WIDGET", "wood", 1, 101),
    ("WIDGET", "wood", "5", 1),
    ("WIDGET", "wood", True, 1),
    (42, "wood", 1, 1),
]
for args in bad_inputs:
    try:
        Component(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

empty = Component.__new__(Component)
try:
    empty.quantity
except AttributeError as e:
    print(type(e).__name__, e, "| context suppressed:", e.__suppress_context__)
print(type(Component.kind).__name__, Component.kind.options)
