# bin/oct/hex over many ints (negative, huge, bool, __index__) and their TypeErrors.
class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
values = [0, 1, -1, 2, 7, 8, 9, 15, 16, 255, 256, -256, 2**31 - 1, -2**31, 2**63 - 1, -2**63, 2**64, 2**200 + 12345, -(3**150), True, False]
for v in values:
    print(v, bin(v), oct(v), hex(v), int(bin(v), 0) == v, int(oct(v), 0) == v, int(hex(v), 0) == v)
for v in [Idx(0), Idx(-17), Idx(2**70)]:
    print('Idx', bin(v), oct(v), hex(v))
for v in [1.0, '1', None, [1], Idx(1.5), Idx('x'), Idx(None), 1j, b'1']:
    for f in (bin, oct, hex):
        try:
            print(f.__name__, f(v))
        except TypeError as e:
            print(f.__name__, type(v).__name__, 'TypeError', e)
for f in (bin, oct, hex):
    try:
        f()
    except TypeError as e:
        print(f.__name__, 'TypeError', e)
    try:
        f(1, 2)
    except TypeError as e:
        print(f.__name__, 'TypeError', e)
class Sub(int):
    pass
print(bin(Sub(5)), oct(Sub(-9)), hex(Sub(4095)))
for n in range(-40, 41, 3):
    print(n, bin(n), oct(n), hex(n), format(n, 'b'), format(n, '#o'), format(n, 'X'))
