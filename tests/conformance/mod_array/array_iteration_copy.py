# Iteration, copying and subclassing arrays.
import array
a = array.array('i', [3, 1, 2])
print(list(a), [x * 2 for x in a], list(reversed(a)), list(enumerate(a)))
it = iter(a)
print(next(it), list(it))
b = a.__copy__()
b.append(4)
print(a, b)
c = a.__deepcopy__({})
print(c == a, c is a)


class MyArray(array.array):
    def total(self):
        return sum(self)


m = MyArray('i', [1, 2, 3])
print(type(m).__name__, m.total(), m.typecode, type(m[:2]).__name__, isinstance(m, array.array))
m.extra = 'attr'
print(m.extra)
print(a.__reduce_ex__(2)[1])
