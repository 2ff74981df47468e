# bench-count-size: 150
# Integer and big-integer arithmetic: digits of pi from an unbounded spigot,
# big factorials and Fibonacci numbers by fast doubling, modular
# exponentiation with a Miller-Rabin primality test, and Euclid's algorithm
# on small ints. The size is the number of pi digits; the other parts scale
# with it.
import sys


def pi_digits(count):
    # Gibbons' unbounded spigot: every digit needs only big-int + - * //.
    q, r, t, k, m, x = 1, 0, 1, 1, 3, 3
    digits = []
    while len(digits) < count:
        if 4 * q + r - t < m * t:
            digits.append(m)
            q, r, m = 10 * q, 10 * (r - m * t), (10 * (3 * q + r)) // t - 10 * m
        else:
            q, r, t, k, m, x = (q * k, (2 * q + r) * x, t * x, k + 1,
                                (q * (7 * k + 2) + r * x) // (t * x), x + 2)
    return digits


def fib_pair(n):
    # Returns (F(n), F(n + 1)) by fast doubling.
    if n == 0:
        return 0, 1
    a, b = fib_pair(n >> 1)
    c = a * (2 * b - a)
    d = a * a + b * b
    if n & 1:
        return d, c + d
    return c, d


def factorial(n):
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result


def is_probable_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17):
        x = pow(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def digit_sum(n):
    total = 0
    while n:
        n, digit = divmod(n, 10 ** 18)
        total += sum(int(c) for c in str(digit))
    return total


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2750
    digits = pi_digits(count)
    print("pi", count, "".join(map(str, digits[:20])), sum(digits))
    fact = factorial(count)
    print("factorial", count, fact.bit_length(), digit_sum(fact) % 1000003, fact % 1000000007)
    fib, _ = fib_pair(count * 40)
    print("fib", count * 40, fib.bit_length(), fib % 998244353, fib % 10 ** 15)
    start = 2 ** 89 - 1
    primes = [n for n in range(start, start + count * 4, 2) if is_probable_prime(n)]
    print("primes", len(primes), sum(p % 1000 for p in primes))
    coprime = 0
    for a in range(1, count // 4 + 2):
        for b in range(1, 60):
            if gcd(a * 7 + 3, b * 13 + 1) == 1:
                coprime += 1
    print("gcd", coprime, -(fib // -fact) % 1000, (fact ^ fib).bit_count(), fib >> 1000 & 0xFFFF)


if __name__ == "__main__":
    main()
