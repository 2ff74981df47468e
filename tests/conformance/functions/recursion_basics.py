# Ordinary recursive functions: mutual recursion, accumulators, tree walks.

def factorial(n):
    return 1 if n <= 1 else n * factorial(n - 1)

print([factorial(n) for n in range(10)], factorial(30))

def is_even(n):
    return True if n == 0 else is_odd(n - 1)

def is_odd(n):
    return False if n == 0 else is_even(n - 1)

print([is_even(n) for n in range(6)], is_odd(101))

def hanoi(n, source, target, spare, moves):
    if n == 0:
        return moves
    hanoi(n - 1, source, spare, target, moves)
    moves.append((source, target))
    hanoi(n - 1, spare, target, source, moves)
    return moves

moves = hanoi(4, "A", "C", "B", [])
print(len(moves), moves[:5])

def permutations(items):
    if len(items) <= 1:
        return [list(items)]
    result = []
    for i, head in enumerate(items):
        for tail in permutations(items[:i] + items[i + 1:]):
            result.append([head] + tail)
    return result

print(permutations([1, 2, 3]))
print(len(permutations(list("abcde"))))

def flatten(node):
    if not isinstance(node, (list, tuple)):
        return [node]
    out = []
    for child in node:
        out.extend(flatten(child))
    return out

print(flatten([1, (2, [3, [4, (5,)]]), [], 6]))

def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))

print(ackermann(2, 3), ackermann(3, 3))

def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    return rest + [[items[0]] + subset for subset in rest]

print(sorted(power_set([1, 2, 3])))

def binary_search(seq, target, lo=0, hi=None):
    if hi is None:
        hi = len(seq)
    if lo >= hi:
        return -1
    mid = (lo + hi) // 2
    if seq[mid] == target:
        return mid
    if seq[mid] < target:
        return binary_search(seq, target, mid + 1, hi)
    return binary_search(seq, target, lo, mid)

data = list(range(0, 100, 3))
print([binary_search(data, t) for t in (0, 3, 51, 99, 4, 100)])

def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)

print(gcd(1071, 462), gcd(2 ** 40, 6 ** 20), gcd(17, 0))
