# deque subclasses: extra attributes, copy(), +, * preserving the class and maxlen.
from collections import deque
import copy

class History(deque):
    def __init__(self, iterable=(), maxlen=None, label='h'):
        super().__init__(iterable, maxlen)
        self.label = label
    def last(self, n):
        return list(self)[-n:]

h = History(range(5), 4, label='x')
print(h, h.maxlen, h.label, h.last(2), isinstance(h, deque))
h.append(9)
print(h, len(h), h[0])
c = h.copy()
print(type(c).__name__, c, c.maxlen, getattr(c, 'label', None))
print(type(h + h).__name__, h + h, type(h * 2).__name__)
cc = copy.copy(h)
print(type(cc).__name__, cc, cc.maxlen)
dc = copy.deepcopy(deque([[1], [2]], 3))
print(dc, dc.maxlen)
class Plain(deque):
    pass
p = Plain('abc', 2)
print(p, p.copy(), type(p.copy()).__name__, repr(Plain()))
