# A closure reading a variable before the enclosing function assigns it.

def outer():
    def inner():
        return value * 2
    result = inner()
    value = 21
    return result

print("calling outer")
outer()
