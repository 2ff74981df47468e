# Complex literals in patterns: imaginary, real + imaginary, negative parts.
def classify(z):
    match z:
        case 1j:
            return "i"
        case -1j:
            return "minus i"
        case 1 + 2j:
            return "1+2j"
        case 1 - 2j:
            return "1-2j"
        case -3 + 4j:
            return "-3+4j"
        case -3.5 - 0.5j:
            return "-3.5-0.5j"
        case 0j:
            return "complex zero"
    return "no match"

for z in [1j, -1j, complex(1, 2), complex(1, -2), complex(-3, 4), complex(-3.5, -0.5), 0, 0.0,
          complex(0, 0), 2j, 1]:
    print(repr(z), classify(z))
