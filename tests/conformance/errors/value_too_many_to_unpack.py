# More values than targets.

point = (1, 2)
x, y = point
print(x, y)
point3 = (1, 2, 3)
x, y = point3
