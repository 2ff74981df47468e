# A class that defines __eq__ without __hash__ is unhashable.

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)

print(Point(1, 2) == Point(1, 2))
visited = {Point(0, 0)}
