# Empty arrays, negative indexes on slices, and in-place operations that keep identity.
import array
e = array.array('d')
print(e, len(e), e.tolist(), e.tobytes(), list(e), e == array.array('d'), bool(e), bool(array.array('b', [0])))
a = array.array('B', range(10))
print(a[-3:], a[:-7], a[-100:100:3], a[5:1:-1])
del a[2:8:2]
print(a)
a[2:2] = array.array('B', [200, 201])
print(a)
a *= 1
print(a)
try:
    a.index(0, 5)
except ValueError as e:
    print('ValueError', e)
print(a.index(0), a.count(1000), 1000 in a)
