# The @ operator is not defined for lists.

a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
print("multiplying", a, "by", b)
print(a @ b)
