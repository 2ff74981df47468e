# Number-theory programs on integers only.

def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    for i in range(2, int(limit ** 0.5) + 1):
        if is_prime[i]:
            for j in range(i * i, limit + 1, i):
                is_prime[j] = False
    return [i for i, p in enumerate(is_prime) if p]

primes = sieve(200)
print(len(primes), primes[:10], primes[-3:])

def factorize(n):
    factors = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors.append(d)
            n //= d
        d += 1
    if n > 1:
        factors.append(n)
    return factors

for n in (360, 97, 1001, 2 ** 20, 600851475143, 1):
    print(n, factorize(n))

def gcd(a, b):
    while b:
        a, b = b, a % b
    return a

def lcm(a, b):
    return a // gcd(a, b) * b

print(gcd(48, 180), gcd(17, 5), gcd(0, 9), lcm(4, 6))
acc = 1
for k in range(1, 21):
    acc = lcm(acc, k)
print("lcm(1..20) =", acc)

def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

print(fib(100), fib(300) % 10 ** 10, len(str(fib(1000))))

def digits_to_base(n, base):
    if n == 0:
        return "0"
    chars = "0123456789abcdefghijklmnopqrstuvwxyz"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = n // base, n % base
        out.append(chars[r])
    return sign + "".join(reversed(out))

for n in (0, 255, -255, 2 ** 64, 123456789):
    print(n, digits_to_base(n, 2)[-16:], digits_to_base(n, 16), digits_to_base(n, 36),
          int(digits_to_base(n, 36), 36) == n)

def collatz_longest(limit):
    best, best_n = 0, 1
    cache = {1: 1}
    for start in range(2, limit):
        n, steps, path = start, 0, []
        while n not in cache:
            path.append(n)
            n = n // 2 if n % 2 == 0 else 3 * n + 1
        total = cache[n]
        for value in reversed(path):
            total += 1
            cache[value] = total
        if cache[start] > best:
            best, best_n = cache[start], start
    return best_n, best

print(collatz_longest(10000))

def perfect_numbers(limit):
    found = []
    for n in range(2, limit):
        s = 1
        d = 2
        while d * d <= n:
            if n % d == 0:
                s += d
                if d != n // d:
                    s += n // d
            d += 1
        if s == n:
            found.append(n)
    return found

print(perfect_numbers(10000))
