# int() of None.

def parse(value):
    return int(value)

print(parse("5"))
print(parse(None))
