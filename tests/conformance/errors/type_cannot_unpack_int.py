# Unpacking a non-iterable.

def min_max(values):
    return min(values), max(values)

low, high = min_max([3, 1, 4])
print(low, high)
low, high = len([3, 1, 4])
