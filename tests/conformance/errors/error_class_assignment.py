# Assigning __class__ to an incompatible built-in type.

class Point:
    pass

class Other:
    pass

p = Point()
p.__class__ = Other
print(type(p).__name__)
p.__class__ = int
