# A starred target still needs its fixed targets filled.

first, *middle, last = [1, 2, 3, 4]
print(first, middle, last)
first, *middle, last = [1]
