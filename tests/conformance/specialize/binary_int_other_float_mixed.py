# Small-int operators other than + - * (// % & | ^ << >> /) and float
# arithmetic and comparisons with a small int on either side: every site
# is warmed by the first round, then meets zero divisors, negative and huge
# shifts, values past 2**53 (inexact as floats), NaN, infinities and -0.0.
vals = [0, 1, -1, 7, -7, 3, -3, 2**40, -(2**40), 2**53 + 1, -(2**53) - 1, 2**61, -(2**62),
        12345678901]
out = []
for rep in range(3):
    for a in vals:
        for b in vals:
            for op in range(8):
                try:
                    if op == 0:
                        r = a // b
                    elif op == 1:
                        r = a % b
                    elif op == 2:
                        r = a & b
                    elif op == 3:
                        r = a | b
                    elif op == 4:
                        r = a ^ b
                    elif op == 5:
                        r = a >> (b % 70 if b >= 0 else b)
                    elif op == 6:
                        r = a << (b % 70 if b >= 0 else b)
                    else:
                        r = a / b
                except Exception as e:
                    r = type(e).__name__ + ": " + str(e)
                out.append(r)
floats = [0.0, -0.0, 1.5, -2.25, 1e300, float('nan'), float('inf')]
for rep in range(3):
    for a in floats + vals:
        for b in floats + vals:
            try:
                out.append((a + b, a - b, a * b))
                out.append(a / b)
            except Exception as e:
                out.append(type(e).__name__ + ": " + str(e))
            out.append((a < b, a <= b, a == b, a != b, a > b, a >= b))
print(len(out))
for i in range(0, len(out), 12):
    print(out[i:i + 12])
