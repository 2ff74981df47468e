# Small numeric programs on complex numbers: roots of unity, a Mandelbrot
# membership test, polynomial evaluation and the quadratic formula.
n = 8
roots = [complex(1, 0)]
w = complex(0.7071067811865476, 0.7071067811865476)
for k in range(1, n):
    roots.append(roots[-1] * w)
for r in roots:
    print(f"{r.real:+.4f} {r.imag:+.4f}j", f"{abs(r):.12f}")
print("sum", f"{sum(roots).real:.1e}", f"{sum(roots).imag:.1e}")
rows = []
for y in range(-6, 7):
    line = ""
    for x in range(-20, 7):
        c = complex(x / 10, y / 6)
        z = 0j
        inside = True
        for _ in range(30):
            z = z * z + c
            if abs(z) > 2:
                inside = False
                break
        line += "#" if inside else "."
    rows.append(line)
print("\n".join(rows))
def quadratic(a, b, c):
    d = (b * b - 4 * a * c) ** 0.5
    return (-b + d) / (2 * a), (-b - d) / (2 * a)
for coefficients in [(1, 0, 1), (1, -3, 2), (2, 2, 5), (1, 1j, 1)]:
    print(coefficients, [f"{r:.6g}" for r in quadratic(*coefficients)])
poly = [1, -2j, 3, 0.5]
for z in [1j, 1 + 1j, -2 + 0.5j]:
    value = 0
    for coefficient in poly:
        value = value * z + coefficient
    print(z, value)
