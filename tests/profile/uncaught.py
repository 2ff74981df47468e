# The program ends with an exception nobody catches, raised three frames
# deep: the profile is still written, and every frame unwound is one call.
def inner(x):
    return 10 // x


def middle(x):
    return inner(x) + 1


def outer(x):
    return middle(x) * 2


print(outer(5))
outer(0)
