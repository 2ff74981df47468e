# Sorting a list that mixes numbers and None.

readings = [3.5, 2.0, None, 4.25]
print("readings:", readings)
print("sorted:", sorted(readings))
