# pop, remove, clear, copy and reverse.
b = bytearray(b'abcdef')
print(b.pop(), b.pop(0), b.pop(-2), b)
for args in [(10,), (-10,)]:
    try:
        b.pop(*args)
    except IndexError as e:
        print('IndexError', e)
try:
    bytearray().pop()
except IndexError as e:
    print('IndexError', e)
b = bytearray(b'hello')
b.remove(108)
print(b)
for value in [122, 256, 'l']:
    try:
        b.remove(value)
    except Exception as e:
        print(type(e).__name__, e)
c = b.copy()
c.append(33)
print(b, c, c is b, type(c).__name__)
c.reverse()
print(c)
c.clear()
print(c, len(c))
bytearray().reverse()
d = bytearray(b'x')
d.reverse()
print(d)
