# Integer arithmetic on small ints: BINARY_OP_ADD_INT, _SUBTRACT_INT and
# _MULTIPLY_INT, augmented assignment included, and BINARY_OP_OTHER_INT for
# // % & | ^ << >> and / (with Python's floor rounding). A sum of two small
# ints that leaves the small-int range is still computed by the specialized
# add (no miss). A product that overflows 64 bits is a miss at the multiply
# site, and so is an operand that is already a big int: the generic code
# makes the big int, and a few such misses leave the site specialized. Each
# stage's miss count is checked by spending the rest of the budget: the
# site must deoptimize at exactly the 54th miss. At the other-operator
# sites a zero divisor, a negative shift count, a shift that loses bits and
# a dividend too large to convert exactly miss, and the generic code raises
# or computes; ** is never specialized.
from _golden import repeat, show, show_before


def arith(a, b):
    return (a + b) * (a - b)


def total(a, b):
    return a + b


def square(x):
    return x * x


def int_ops(a, b):
    return a // b, a % b, a & b, a | b, a ^ b, a / b


def shifts(a, b):
    return a << b, a >> b


def power(a, b):
    return a**b


def factorial(n):
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result


show_before(arith)
print(repeat(2, arith, 7, 3))
show("arith after two calls", arith)
# Small ints have 63 bits: 2**62 is the first int beyond them.
print(repeat(2, total, 2, 3), total(2**61, 2**61), total(-(2**61), -(2**61) - 1))
show("total after sums beyond the small-int range", total)
# Counting the misses: had those sums missed, fewer than 54 float sums
# would deoptimize the site.
print(repeat(53, total, 0.5, 0.25))
show("total after 53 float sums (53 misses: the big sums did not miss)", total)
print(total(0.5, 0.5))
show("total after the 54th miss (deoptimized)", total)

print(repeat(2, square, 9))
# Beyond the small-int range but within 64 bits: no miss.
print(square(2**31), square(-(2**31)))
# Overflowing 64 bits (two misses), then a big-int operand (one miss).
print(square(2**32), square(3 * 2**40), square(2**70))
print(square(12))
show("square after two overflowing products and a big operand (3 misses)", square)
print(repeat(50, square, 2**40))
show("square after 50 more overflowing products (53 misses)", square)
print(square(2**40))
show("square after the 54th miss (deoptimized)", square)

print(factorial(20))
show("factorial(20): every product fits", factorial)
print(factorial(22), factorial(22))
show("factorial(22) twice: 21! overflows, 22! has a big operand (4 misses)", factorial)
print(repeat(24, factorial, 22))
show("factorial(22) 24 more times (52 misses)", factorial)
print(factorial(22))
show("factorial(22) once more: the 54th miss at 22! (deoptimized)", factorial)

print(repeat(2, int_ops, 17, 5), int_ops(-17, 5), int_ops(17, -5), int_ops(-(2**62), -1))
print(repeat(2, shifts, 5, 3), shifts(-5, 1), shifts(1, 62), shifts(-7, 100))
show("int_ops after five calls", int_ops)
show("shifts after five calls", shifts)
try:
    int_ops(7, 0)
except ZeroDivisionError as error:
    print("ZeroDivisionError:", error)
print(int_ops(2**53 + 1, 3))
try:
    shifts(1, -1)
except ValueError as error:
    print("ValueError:", error)
print(shifts(3, 62), shifts(1, 63))
show("int_ops after a zero divisor, and a dividend beyond 2**53 at / (misses)", int_ops)
show("shifts after a negative count and shifts that lose bits (misses)", shifts)
print(repeat(10, power, 3, 4), power(2, -1))
show("power after eleven calls (** stays generic)", power)
