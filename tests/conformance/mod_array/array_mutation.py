# append, extend, insert, pop, remove, index, count, reverse and item assignment.
import array
a = array.array('h')
a.append(1)
a.extend([2, 3])
a.extend(array.array('h', [4]))
a.extend(x for x in [5, 6])
a.insert(0, 0)
a.insert(-1, 99)
a.insert(100, 7)
print(a, a.count(99), a.index(99), a.index(3, 1, 5))
print(a.pop(), a.pop(0), a.pop(-2), a)
a.remove(99)
a.reverse()
print(a)
for action in [lambda: a.remove(42), lambda: a.index(42), lambda: array.array('i').pop(), lambda: a.pop(50),
               lambda: a.extend(array.array('i', [1])), lambda: a.extend(5)]:
    try:
        action()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
a[0] = -5
a[1:3] = array.array('h', [8, 8, 8])
print(a)
a[::2] = array.array('h', [0] * len(a[::2]))
print(a)
del a[0]
del a[::2]
print(a)
for key, value in [(0, 70000), (10, 1), (slice(0, 1), [1]), (slice(0, 4, 2), array.array('h', [1, 2, 3]))]:
    try:
        a[key] = value
    except (OverflowError, IndexError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
