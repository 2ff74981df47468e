# Three-argument pow: negative exponents use the modular inverse, the
# result takes the modulus's sign, and the errors are CPython's.
for a, b, m in [(3, -1, 7), (2, -1, 9), (3, 4, 5), (3, 4, -5), (-3, 5, 7), (2, 100, 10 ** 9 + 7),
                (3, -2, 7), (5, 0, 1), (5, 0, -1), (2, 3, 1), (-2, 3, -7), (10 ** 30, 10 ** 20, 97),
                (12345, -1, 2 ** 61 - 1), (7, -3, -11), (0, 0, 5), (123, 456, 2 ** 100)]:
    print(a, b, m, pow(a, b, m))
for a, b, m in [(2, -1, 4), (0, -1, 5), (6, -1, 9), (1, 2, 0), (3, -1, 0)]:
    try:
        pow(a, b, m)
    except ValueError as e:
        print(a, b, m, "ValueError:", e)
for args in [(2.0, 3, 5), (2, 3.0, 5), (2, 3, 5.0), ("2", 3, 5)]:
    try:
        pow(*args)
    except TypeError as e:
        print("TypeError:", e)
print(pow(base=2, exp=10), pow(2, exp=5, mod=7), pow(True, 5, 3))
p = 1000003
ok = all(pow(k, -1, p) * k % p == 1 for k in range(1, 500))
print("inverses", ok, [pow(k, -1, 17) for k in range(1, 17)])
print([pow(2, k, 1000) for k in range(0, 60, 7)], pow(3, 10 ** 6, 10 ** 9 + 9))
