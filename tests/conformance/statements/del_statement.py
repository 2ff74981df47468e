# del on names, items, slices and attributes, and the errors it raises.

x = 10
del x
try:
    print(x)
except NameError as e:
    print(type(e).__name__, e)

a, b, c = 1, 2, 3
del a, b
print(c, "a" in globals(), "b" in globals())

lst = list(range(10))
del lst[0]
print(lst)
del lst[-1]
print(lst)
del lst[2:4]
print(lst)
del lst[::2]
print(lst)
del lst[:]
print(lst)

d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zzz"]
except KeyError as e:
    print(type(e).__name__, e)

nested = {"outer": {"inner": [1, 2, 3]}}
del nested["outer"]["inner"][1]
print(nested)

class Box:
    cls_attr = "shared"

box = Box()
box.item = 5
del box.item
try:
    box.item
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del box.item
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del box.cls_attr
except AttributeError as e:
    print(type(e).__name__, e)
del Box.cls_attr
print(hasattr(Box, "cls_attr"))

# del of a tuple-like target list, and in a function (local)
p, q = [1, 2], [3]
del (p, q)
print("p" in globals())

def local_del():
    v = 1
    del v
    try:
        return v
    except UnboundLocalError as e:
        return "%s: %s" % (type(e).__name__, e)

print(local_del())

try:
    del lst[5]
except IndexError as e:
    print(type(e).__name__, e)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print(type(e).__name__, e)
s = "abc"
try:
    del s[0]
except TypeError as e:
    print(type(e).__name__, e)

# del in a loop body on a growing structure
values = [5, 3, 8, 1]
while values:
    del values[values.index(min(values))]
    print(values)
