# Float arrays: single precision rounding, ints converted, special values.
import array
f = array.array('f', [0.1, 1 / 3, 1e10, -2.5, 16777217])
print(f, [repr(x) for x in f])
d = array.array('d', [0.1, float('inf'), -0.0, 1e-320])
print(d, d[1], d[2])
f[0] = 7
d[0] = True
print(f[0], d[0], type(f[0]).__name__)
for bad in ['1.0', None, [1]]:
    try:
        f.append(bad)
    except TypeError as e:
        print('TypeError', e)
nan = array.array('d', [float('nan')])
print(nan[0] != nan[0], repr(nan).startswith("array('d', [nan"))
