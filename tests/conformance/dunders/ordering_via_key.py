# Sorting, min/max and bisect-like searches on objects with only __lt__.

class Task:
    def __init__(self, priority, name):
        self.priority, self.name = priority, name

    def __lt__(self, other):
        if not isinstance(other, Task):
            return NotImplemented
        return (self.priority, self.name) < (other.priority, other.name)

    def __repr__(self):
        return "Task(%d, %r)" % (self.priority, self.name)

tasks = [Task(3, "deploy"), Task(1, "test"), Task(2, "review"), Task(1, "build")]
print(sorted(tasks))
print(min(tasks), max(tasks), sorted(tasks, reverse=True)[0])
print(Task(1, "a") < Task(1, "b"), Task(2, "a") > Task(1, "z"))

try:
    Task(1, "a") <= Task(1, "a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([Task(1, "a"), 5])
except TypeError as e:
    print(type(e).__name__, e)

def insort(seq, item):
    lo, hi = 0, len(seq)
    while lo < hi:
        mid = (lo + hi) // 2
        if item < seq[mid]:
            hi = mid
        else:
            lo = mid + 1
    seq.insert(lo, item)

queue = []
for t in tasks + [Task(2, "approve")]:
    insort(queue, t)
print(queue)

# Reflected __gt__ is derived from __lt__ of the other operand
print(Task(5, "x") > Task(4, "x"), Task(4, "x") > Task(5, "x"))
