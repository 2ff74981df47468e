# ** with a None operand (the error mentions pow()).

def scale(x, exponent=None):
    return x ** exponent

print(scale(2, 10))
print(scale(2))
