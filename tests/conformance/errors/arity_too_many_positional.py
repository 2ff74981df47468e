# Passing more positional arguments than a function accepts.

def area(width, height):
    return width * height

print(area(3, 4))
dims = (2, 3, 4)
print("volume attempt with", dims)
print(area(*dims))
