# __slots__ prevents new attributes.

class Pixel:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

p = Pixel(1, 2)
print(p.x, p.y)
p.color = "red"
