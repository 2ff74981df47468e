# object.__setattr__ reached from a class's own __setattr__ on an instance
# without __dict__: the message leaves out the __dict__ remark.

class Point:
    __slots__ = ("x", "y")

    def __setattr__(self, name, value):
        super().__setattr__(name, value)

p = Point()
p.x = 1
print(p.x)
p.z = 2
