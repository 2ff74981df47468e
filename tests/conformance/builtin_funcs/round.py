# round() of ints, floats and bools with positive/negative/None ndigits, half-even ties, __round__, errors.
def show(label, fn):
    try:
        r = fn()
        print(label, repr(r), type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)
for v in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 0.49999999999999994, 2.675, 1.005, 0.125, 0.375, 1e16 + 1, 123.456, -123.456, 1e300, 5e-324, -0.0]:
    for nd in [None, 0, 1, 2, 3, -1, -2, -40, 40]:
        show((v, nd), lambda: round(v, nd) if nd is not None else round(v))
for v in [0, 5, 15, 25, 35, -25, 1234567, -1234567, 10**30 + 5 * 10**10, True, False]:
    for nd in [None, 0, 2, -1, -2, -5, -40]:
        show((v, nd), lambda: round(v, nd) if nd is not None else round(v))
for v in [float('inf'), float('-inf'), float('nan')]:
    show(repr(v), lambda: round(v))
    show(repr(v) + ',1', lambda: round(v, 1))
class RR:
    def __round__(self, *args):
        return ('__round__', args)
show(1, lambda: round(RR()))
show(2, lambda: round(RR(), 2))
show(3, lambda: round(RR(), None))
show(4, lambda: round(RR(), ndigits=-1))
class NoRound:
    pass
show(5, lambda: round(NoRound()))
show(6, lambda: round('1.5'))
show(7, lambda: round(1.5, 1.0))
show(8, lambda: round(1.5, '1'))
show(9, lambda: round(1, 1.0))
show(10, lambda: round())
show(11, lambda: round(1, 2, 3))
show(12, lambda: round(number=2.5))
show(13, lambda: round(2.5, ndigits=None))
show(14, lambda: round(1j))
class I:
    def __index__(self):
        return 1
show(15, lambda: round(2.25, I()))
show(16, lambda: round(25, I()))
show(17, lambda: round(2.5, 10**30))
show(19, lambda: round(2.5, True))
