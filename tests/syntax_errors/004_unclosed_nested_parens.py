def area(r):
    return 3.14159 * ((r ** 2)

print(area(2))
