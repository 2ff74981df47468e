# Special methods reached through syntax: arithmetic, comparison, hashing,
# len, indexing, str/repr, bool.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __eq__(self, other):
        return self.x == other.x and self.y == other.y

    def __hash__(self):
        return hash((self.x, self.y))

    def __len__(self):
        return 2

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __repr__(self):
        return "Vec(%r, %r)" % (self.x, self.y)

    def __bool__(self):
        return bool(self.x or self.y)


def main():
    a = Vec(1, 2)
    b = Vec(3, 4)
    c = a + b * 2
    print(c, len(c), c[0], c == Vec(7, 10), {a, Vec(1, 2)} == {a})
    print(bool(Vec(0, 0)), list(c), str(a), repr(b))
    if a:
        print("truthy")


main()
