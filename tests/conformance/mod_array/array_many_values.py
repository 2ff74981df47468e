# Thousands of values through arrays of each integer type: wraparound and sums.
import array
for code in 'bBhHiIlLqQ':
    a = array.array(code)
    bits = a.itemsize * 8
    signed = code.islower()
    low = -(2 ** (bits - 1)) if signed else 0
    high = 2 ** (bits - 1) - 1 if signed else 2 ** bits - 1
    step = max(1, (high - low) // 300)
    values = list(range(low, high + 1, step))
    a.extend(values)
    assert a.tolist() == values
    b = array.array(code, a.tobytes()[:0])
    b.frombytes(a.tobytes())
    print(code, len(a), a[0], a[-1], sum(a) % 1000003, b == a, a.tobytes()[:8].hex())
