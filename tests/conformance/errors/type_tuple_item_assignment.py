# Tuples do not support item assignment.

point = (3, 4)
print("point", point)
coords = list(point)
coords[0] = 10
print("list copy updated", coords)
point[0] = 10
