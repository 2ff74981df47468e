# deque: argument errors of the constructor and methods, index overflow, bad operands.
from collections import deque
for f in [lambda: deque(1, 2, 3), lambda: deque(foo=1), lambda: deque([], 2, maxlen=3),
          lambda: deque().append(), lambda: deque().append(1, 2), lambda: deque().rotate('a'),
          lambda: deque().insert(1), lambda: deque().index(), lambda: deque([1])[2**100],
          lambda: deque().pop(1), lambda: deque().extend(5), lambda: deque([1]).index(1, 'a'),
          lambda: deque() < 3, lambda: 3 * deque([1]) * 'x', lambda: deque(maxlen=2**100)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
