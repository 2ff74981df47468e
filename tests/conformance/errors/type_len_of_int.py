# len() of an int.

def describe(value):
    return "%r has length %d" % (value, len(value))

print(describe("four"))
print(describe([1, 2, 3]))
print(describe(1234))
