# Subscripting an int.

def first_digit(number):
    return number[0]

print(first_digit("987"))
print(first_digit(987))
