# An unexpected keyword argument.

def resize(image, width, height):
    return (image, width, height)

print(resize("logo", width=10, height=20))
print(resize("logo", width=10, hieght=20))
