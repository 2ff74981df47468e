# append, extend and insert, with their errors.
b = bytearray()
b.append(65)
b.append(0)
b.append(255)
print(b)
b.extend(b'xy')
b.extend([1, 2])
b.extend(bytearray(b'z'))
b.extend(memoryview(b'm'))
b.extend(range(3))
b.extend(x for x in [9])
b.extend(())
print(b, len(b))
for value in [256, -1, 'a', 1.5, b'a', None]:
    try:
        b.append(value)
    except Exception as e:
        print('append', type(e).__name__, e)
for value in ['abc', 5, [300], [1, 'x'], None]:
    try:
        b.extend(value)
    except Exception as e:
        print('extend', type(e).__name__, e)
c = bytearray(b'ace')
c.insert(1, 98)
c.insert(-1, 100)
c.insert(100, 102)
c.insert(-100, 64)
c.insert(0, 0)
print(c)
for args in [(0, 256), (0, 'x'), ('a', 1)]:
    try:
        c.insert(*args)
    except Exception as e:
        print('insert', type(e).__name__, e)
print(c)
