# Literal patterns on numbers: ints, negative ints, floats, big ints.
def kind(n):
    match n:
        case 0:
            return "zero"
        case 1:
            return "one"
        case -1:
            return "minus one"
        case 2.5:
            return "two and a half"
        case -0.5:
            return "minus half"
        case _:
            return "other"

for value in [0, 1, -1, 2.5, -0.5, 0.0, 1.0, True, False, 3, -2, 7.25]:
    print(repr(value), kind(value))

def big(n):
    match n:
        case 123456789012345678901234567890:
            return "big"
        case -123456789012345678901234567890:
            return "negative big"
    return "no"

print(big(123456789012345678901234567890), big(-123456789012345678901234567890), big(5))
