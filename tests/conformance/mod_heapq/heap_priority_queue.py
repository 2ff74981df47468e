# A priority queue of tasks with (priority, count, task) entries and lazy deletion.
import heapq
import itertools

pq = []
finder = {}
REMOVED = '<removed>'
counter = itertools.count()

def add(task, priority=0):
    if task in finder:
        remove(task)
    entry = [priority, next(counter), task]
    finder[task] = entry
    heapq.heappush(pq, entry)

def remove(task):
    entry = finder.pop(task)
    entry[-1] = REMOVED

def pop():
    while pq:
        priority, count, task = heapq.heappop(pq)
        if task is not REMOVED:
            del finder[task]
            return task, priority
    raise KeyError('pop from an empty priority queue')

for task, prio in [('write', 5), ('test', 3), ('review', 5), ('deploy', 9), ('plan', 1)]:
    add(task, prio)
add('test', 7)
remove('review')
add('fix', 3)
out = []
while True:
    try:
        out.append(pop())
    except KeyError as e:
        print('KeyError', e)
        break
print(out)

class Job:
    def __init__(self, name, cost):
        self.name = name
        self.cost = cost
    def __lt__(self, other):
        return self.cost < other.cost
    def __repr__(self):
        return '%s:%d' % (self.name, self.cost)

jobs = [Job('a', 5), Job('b', 2), Job('c', 8), Job('d', 2), Job('e', 1)]
heapq.heapify(jobs)
print([heapq.heappop(jobs) for _ in range(len(jobs))])
print(heapq.nsmallest(2, [Job('x', 3), Job('y', 1), Job('z', 2)]))
print(heapq.nlargest(2, [Job('x', 3), Job('y', 1), Job('z', 2)]))
try:
    heapq.heappush([Job('a', 1)], 5)
except TypeError as e:
    print('TypeError', e)
