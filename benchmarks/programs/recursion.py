# bench-count-size: 1
# Deep recursion and call-heavy code: naive Fibonacci, Takeuchi's function,
# Ackermann's function, and recursive walks over a deep linked structure.
# The size is the number of rounds; every round does the same work, so the
# checksum is a pure function of the size.
import sys


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def tak(x, y, z):
    if y < x:
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
    return z


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def build_chain(depth):
    # A linked list of nested tuples, built iteratively, walked recursively.
    chain = None
    for value in range(depth):
        chain = (value, chain)
    return chain


def chain_sum(chain):
    if chain is None:
        return 0
    value, rest = chain
    return value + chain_sum(rest)


def chain_max_depth(chain, depth=0):
    if chain is None:
        return depth
    return chain_max_depth(chain[1], depth + 1)


def hanoi(n, source, target, spare, moves):
    if n == 0:
        return
    hanoi(n - 1, source, spare, target, moves)
    moves.append((source, target))
    hanoi(n - 1, spare, target, source, moves)


def one_round():
    total = fib(20)
    total += tak(16, 10, 4)
    total += ackermann(2, 200)
    chain = build_chain(800)
    for _ in range(10):
        total += chain_sum(chain) + chain_max_depth(chain)
    moves = []
    hanoi(12, "a", "c", "b", moves)
    total += len(moves) + sum(1 for source, _ in moves if source == "a")
    return total


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    checksum = 0
    for round_number in range(rounds):
        checksum = (checksum * 31 + one_round() + round_number) % 1000000007
    print("recursion", rounds, checksum)


if __name__ == "__main__":
    main()
