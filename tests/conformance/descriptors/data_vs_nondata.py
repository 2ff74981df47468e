# Precedence: data descriptors > instance __dict__ > non-data descriptors > class attrs.

class DataDesc:
    def __get__(self, obj, objtype=None):
        return "data descriptor value"

    def __set__(self, obj, value):
        print("  DataDesc.__set__", value)
        obj.__dict__["data"] = value

class NonDataDesc:
    def __get__(self, obj, objtype=None):
        return "non-data descriptor value"

class Thing:
    data = DataDesc()
    nondata = NonDataDesc()
    plain = "class attribute"

t = Thing()
print(t.data, "|", t.nondata, "|", t.plain)

# Put values straight into the instance dict
t.__dict__["data"] = "instance dict data"
t.__dict__["nondata"] = "instance dict nondata"
t.__dict__["plain"] = "instance dict plain"
print(t.data, "|", t.nondata, "|", t.plain)

# Assignment goes through the data descriptor's __set__, but shadows the others
t.data = "assigned"
t.nondata = "assigned nondata"
print(t.data, "|", t.nondata, "|", t.__dict__["data"])

# Access through the class passes obj=None
class Verbose:
    def __get__(self, obj, objtype=None):
        return "get(obj=%s, type=%s)" % (type(obj).__name__, objtype.__name__)

class Host:
    v = Verbose()

class SubHost(Host):
    pass

print(Host.v)
print(Host().v)
print(SubHost().v)
print(SubHost.v)

# A descriptor with only __set__ is still a data descriptor
class SetOnly:
    def __set__(self, obj, value):
        obj.__dict__["so"] = value * 2

class UsesSetOnly:
    so = SetOnly()

u = UsesSetOnly()
u.so = 5
print(u.so, type(UsesSetOnly.__dict__["so"]).__name__)
print(type(UsesSetOnly.so).__name__)

# A descriptor with only __delete__ is a data descriptor too
class DeleteOnly:
    def __delete__(self, obj):
        print("  DeleteOnly.__delete__")

class UsesDeleteOnly:
    d = DeleteOnly()

ud = UsesDeleteOnly()
del ud.d
try:
    ud.d = 1
except AttributeError as e:
    print(type(e).__name__, e)

# Functions are non-data descriptors: instance attributes shadow methods
class WithMethod:
    def greet(self):
        return "method"

w = WithMethod()
w.greet = lambda: "instance attribute"
print(w.greet(), WithMethod.greet(w))
