# Deleting items and slices.
b = bytearray(b'0123456789')
del b[0]
del b[-1]
print(b)
del b[1:3]
print(b)
del b[::2]
print(b)
b = bytearray(range(10))
del b[::-3]
print(list(b))
del b[10:20]
del b[5:2]
print(list(b))
for key in [50, -50, 'x']:
    try:
        del b[key]
    except Exception as e:
        print(type(e).__name__, e)
del b[:]
print(b)
