# Assigning to a read-only property.

class Square:
    def __init__(self, side):
        self.side = side

    @property
    def area(self):
        return self.side ** 2

sq = Square(3)
print(sq.area)
sq.area = 16
