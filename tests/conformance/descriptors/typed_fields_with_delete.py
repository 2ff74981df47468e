# A descriptor-based record with defaults, read-only fields and deletion.

class Field:
    def __init__(self, kind, default=None, readonly=False):
        self.kind, self.default, self.readonly = kind, default, readonly

    def __set_name__(self, owner, name):
        self.name = name
        owner._fields = getattr(owner, "_fields", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, self.default)

    def __set__(self, obj, value):
        if self.readonly and self.name in obj.__dict__:
            raise AttributeError("field %r is read-only" % self.name)
        if not isinstance(value, self.kind):
            raise TypeError("field %r expects %s, got %s" % (self.name, self.kind.__name__,
                                                            type(value).__name__))
        obj.__dict__[self.name] = value

    def __delete__(self, obj):
        if self.readonly:
            raise AttributeError("cannot delete read-only field %r" % self.name)
        if self.name not in obj.__dict__:
            raise AttributeError("field %r has no value to delete" % self.name)
        del obj.__dict__[self.name]

class Record:
    def __init__(self, **values):
        for k, v in values.items():
            if k not in self._fields:
                raise TypeError("unknown field %r" % k)
            setattr(self, k, v)

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__,
                           ", ".join("%s=%r" % (f, getattr(self, f)) for f in self._fields))

class User(Record):
    id = Field(int, readonly=True)
    name = Field(str, "anonymous")
    age = Field(int, 0)

u = User(id=7, name="ann")
print(u, User._fields)
u.age = 31
del u.name
print(u)
for action in (lambda: setattr(u, "id", 8), lambda: delattr(u, "id"), lambda: delattr(u, "name"),
               lambda: setattr(u, "age", "old"), lambda: User(email="x")):
    try:
        action()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
print(u, sorted(vars(u)))
print(type(User.name).__name__, User.name.default)
