# A binary min-heap priority queue written by hand, used for scheduling and sorting.

class Heap:
    def __init__(self, items=()):
        self.data = []
        for item in items:
            self.push(item)

    def __len__(self):
        return len(self.data)

    def push(self, item):
        data = self.data
        data.append(item)
        i = len(data) - 1
        while i > 0:
            parent = (i - 1) // 2
            if data[i] < data[parent]:
                data[i], data[parent] = data[parent], data[i]
                i = parent
            else:
                break

    def pop(self):
        if not self.data:
            raise IndexError("pop from an empty heap")
        data = self.data
        top = data[0]
        last = data.pop()
        if data:
            data[0] = last
            i = 0
            while True:
                left, right, smallest = 2 * i + 1, 2 * i + 2, i
                if left < len(data) and data[left] < data[smallest]:
                    smallest = left
                if right < len(data) and data[right] < data[smallest]:
                    smallest = right
                if smallest == i:
                    break
                data[i], data[smallest] = data[smallest], data[i]
                i = smallest
        return top

    def peek(self):
        return self.data[0]

values = [(i * 37) % 101 for i in range(30)]
h = Heap(values)
out = [h.pop() for _ in range(len(h))]
print(out == sorted(values), out[:10])
try:
    h.pop()
except IndexError as e:
    print(type(e).__name__, e)

# Task scheduling with (priority, sequence, name) tuples for stable ordering
tasks = Heap()
sequence = 0
for priority, name in [(3, "write report"), (1, "fix outage"), (2, "review"), (1, "call back"),
                       (3, "lunch"), (2, "deploy")]:
    tasks.push((priority, sequence, name))
    sequence += 1
while tasks:
    priority, _, name = tasks.pop()
    print(priority, name)

# Merging sorted lists with a heap
lists = [[1, 4, 9], [2, 3, 10, 11], [0, 5], []]
h = Heap((lst[0], idx, 0) for idx, lst in enumerate(lists) if lst)
merged = []
while h:
    value, li, pos = h.pop()
    merged.append(value)
    if pos + 1 < len(lists[li]):
        h.push((lists[li][pos + 1], li, pos + 1))
print(merged)

# k smallest with a bounded heap of negatives
def k_smallest(items, k):
    h = Heap()
    for x in items:
        h.push(-x)
        if len(h) > k:
            h.pop()
    return sorted(-v for v in h.data)

print(k_smallest(values, 5), sorted(values)[:5])
