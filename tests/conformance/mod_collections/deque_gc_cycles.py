# deque in reference cycles: the collector frees them, weakrefs die, __del__ of subclasses runs.
import gc, weakref
from collections import deque
class Box: pass
for i in range(3):
    d = deque()
    b = Box(); b.d = d; d.append(b)
    r = weakref.ref(b)
    del d, b
    print(r() is not None, gc.collect() > 0, r())
d = deque([1]); d.append(d); r = weakref.ref(d); del d; gc.collect(); print(r())
it = iter(deque([1, 2])); x = deque([it]); it2 = iter(x); x.append(it2); del x, it, it2; print(gc.collect() >= 0)
class S(deque):
    def __del__(self): print('del S', len(self))
s = S([1, 2]); s.append(s); del s; gc.collect()
print('end')
