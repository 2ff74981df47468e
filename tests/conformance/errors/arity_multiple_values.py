# The same argument given positionally and by keyword.

def move(x, y, speed=1):
    return (x * speed, y * speed)

print(move(1, 2, speed=3))
print(move(1, 2, x=5))
