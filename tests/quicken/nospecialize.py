# taipan-options: -X nospecialize
# With specialization disabled the code is still quickened (every RESUME
# becomes RESUME_CHECK, counters are armed) but the specializer never
# rewrites an instruction: after many calls (and after more executions than
# a counter holds) every site of every family is still its generic
# instruction, and the results are the same.
import _taipan
from _golden import repeat, show, show_before


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


def work(points, scale):
    total = 0
    for point in points:
        if point.x < point.y:
            total += point.norm1() * scale
        else:
            total -= len(str(point.x))
    first, second = points[0::2]
    return total, first.x + second.y, [p.y for p in points if p.y in {2, 4}]


def spin(n):
    total = 0
    for i in range(n):
        total += i
    return total


def gen(n):
    for i in range(n):
        yield i * 2.5


print("== specialization enabled:", _taipan.specialization_enabled())
show_before(work)
show_before(Point.__init__)
points = [Point(1, 2), Point(3, 1), Point(-2, 4)]
print(repeat(100, work, points, 3))
print(sum(gen(4)), sum(gen(5)))
show("work after 100 calls", work)
show("Point.__init__ after three instances", Point.__init__)
show("gen after running", gen)
# The loop's sites run 10000 times, more than the 4095 executions the
# longest counter holds: running out of it still specializes nothing.
print(spin(10000))
show("spin after one call of 10000 iterations", spin)
