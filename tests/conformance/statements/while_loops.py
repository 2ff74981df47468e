# while loops with break, continue and else.

def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps

print([collatz(n) for n in (1, 2, 3, 6, 7, 27)])

# while/else: else runs when the loop ends without break
def find_divisor(n):
    d = 2
    while d * d <= n:
        if n % d == 0:
            break
        d += 1
    else:
        return None
    return d

print([(n, find_divisor(n)) for n in (2, 9, 13, 91, 97, 1)])

# continue skips the rest of the body, else still runs
i = 0
evens = []
while i < 10:
    i += 1
    if i % 2:
        continue
    evens.append(i)
else:
    print("loop finished, i =", i)
print(evens)

# Nested loops: break only leaves the inner one
pairs = []
a = 0
while a < 4:
    b = 0
    while True:
        if b > a:
            break
        if (a + b) % 3 == 0:
            pairs.append((a, b))
        b += 1
    a += 1
print(pairs)

# while with a falsy-on-first-check condition never runs, else does
ran = False
while ran:
    ran = True
else:
    print("else of a loop that never ran")

# A loop emptying a list
stack = [1, [2, [3, [4]]]]
flat = []
while stack:
    top = stack.pop()
    if isinstance(top, list):
        stack.extend(top)
    else:
        flat.append(top)
print(sorted(flat))

# break inside try/finally inside while
count = 0
while True:
    try:
        count += 1
        if count == 3:
            break
    finally:
        print("finally", count)
print("after loop", count)
