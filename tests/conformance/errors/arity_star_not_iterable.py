# * unpacking a non-iterable into a call.

def total(*numbers):
    return sum(numbers)

print(total(*[1, 2, 3]))
count = 5
print(total(*count))
