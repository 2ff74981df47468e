# namedtuple in practice: sorting, grouping, unpacking, _make from rows, subclass methods.
from collections import namedtuple
import operator

Employee = namedtuple('Employee', 'name dept salary', defaults=[0])
rows = [('ann', 'eng', 120), ('bob', 'ops', 90), ('cid', 'eng', 100), ('dee', 'ops')]
staff = [Employee._make(r) if len(r) == 3 else Employee(*r) for r in rows]
print(staff)
print(sorted(staff, key=operator.attrgetter('salary')))
print(max(staff, key=lambda e: e.salary).name, sum(e.salary for e in staff))
by_dept = {}
for e in staff:
    by_dept.setdefault(e.dept, []).append(e.name)
print(by_dept)
raised = [e._replace(salary=e.salary + 10) for e in staff]
print(raised[0], staff[0])
print([e._asdict() for e in staff[:2]])
for name, dept, salary in staff:
    print(name.upper(), dept, salary)
Point3 = namedtuple('Point3', 'x y z')
class Vec(Point3):
    __slots__ = ()
    def __add__(self, other):
        return Vec(*(a + b for a, b in zip(self, other)))
    def dot(self, other):
        return sum(a * b for a, b in zip(self, other))
v = Vec(1, 2, 3) + Vec(4, 5, 6)
print(v, v.dot(Vec(1, 1, 1)), type(v).__name__, v._fields, Vec._make([0, 0, 1]))
print(Vec(1, 2, 3) == (1, 2, 3), {Vec(1, 2, 3): 'v'}[(1, 2, 3)])
