# deque: __reduce__ shape, weak references, __copy__, len of iterators, sizes after clear.
from collections import deque
import weakref

d = deque([3, 1, 2])
r = d.__reduce__()
print(r[0].__name__, r[1], r[2], list(r[3]), type(r[3]).__name__)
b = deque('xy', maxlen=4)
r = b.__reduce__()
print(r[1], r[2], list(r[3]))
class Tagged(deque):
    pass
t = Tagged([1])
t.tag = 'T'
r = t.__reduce__()
print(r[0].__name__, r[1], r[2], list(r[3]))
rebuilt = r[0](*r[1])
rebuilt.extend(r[3] if False else t)
print(rebuilt, type(rebuilt).__name__)
w = weakref.ref(d)
print(w() is d)
del d
print(w())
e = deque(range(5))
it = iter(e)
print(len(list(it)), list(it))
e.clear()
print(e, len(e), e.maxlen, type(iter(e)).__name__, type(reversed(e)).__name__)
f = deque(range(3))
print(f.__copy__(), f.__copy__() is f, deque.__hash__, hash in [None])
print(deque.__module__, deque.__name__, deque.__qualname__, deque[int])
