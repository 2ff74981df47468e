# divmod over int/float/bool/big-int pairs with all sign combinations, and its errors.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
nums = [0, 1, -1, 2, -2, 3, 7, -7, 10**20, -10**20, 2**64 + 1, 0.5, -0.5, 2.5, -3.75, 1e300, -1e-300, True, False,
        float('inf'), float('-inf')]
for a in nums:
    for b in nums:
        try:
            q, r = divmod(a, b)
            print(a, b, q, r, q == a // b, r == a % b)
        except ZeroDivisionError as e:
            print(a, b, 'ZeroDivisionError', e)
show(1, lambda: divmod(float('nan'), 1))
show(2, lambda: divmod(1, float('nan')))
show(3, lambda: divmod('7', 2))
show(4, lambda: divmod(7, '2'))
show(5, lambda: divmod(1j, 1))
show(6, lambda: divmod(7))
show(7, lambda: divmod(7, 2, 1))
class D:
    def __divmod__(self, other):
        return ('divmod', other)
    def __rdivmod__(self, other):
        return ('rdivmod', other)
show(8, lambda: divmod(D(), 3))
show(9, lambda: divmod(3, D()))
show(10, lambda: divmod([], []))
