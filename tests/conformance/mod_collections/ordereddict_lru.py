# An LRU cache built on OrderedDict.move_to_end and popitem(last=False).
from collections import OrderedDict

class LRU(OrderedDict):
    def __init__(self, capacity):
        super().__init__()
        self.capacity = capacity
    def get(self, key):
        if key not in self:
            return -1
        self.move_to_end(key)
        return self[key]
    def put(self, key, value):
        if key in self:
            self.move_to_end(key)
        self[key] = value
        if len(self) > self.capacity:
            self.popitem(last=False)

cache = LRU(3)
ops = [('put', 1, 1), ('put', 2, 2), ('get', 1), ('put', 3, 3), ('put', 4, 4), ('get', 2),
       ('get', 3), ('put', 5, 5), ('get', 1), ('get', 4), ('put', 3, 33), ('get', 3)]
for op in ops:
    if op[0] == 'put':
        cache.put(op[1], op[2])
    else:
        print('get', op[1], cache.get(op[1]))
    print(list(cache.items()))
print(cache, type(cache).__name__, cache.capacity)
od = OrderedDict.fromkeys('abcde')
for k in 'ebdac':
    od.move_to_end(k, last=(k in 'bd'))
    print(''.join(od))
