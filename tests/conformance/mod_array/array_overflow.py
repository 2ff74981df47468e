# Range checking messages of each integer type code.
import array
for code in 'bBhHiIlLqQ':
    a = array.array(code)
    for v in [2 ** 70, -2 ** 70, 2 ** 40, 2 ** 20, 300, 128, -1, -129, 'x', 1.5]:
        try:
            a.append(v)
            print(code, v, 'ok', a[-1])
        except (OverflowError, TypeError) as e:
            print(code, v, type(e).__name__, e)
