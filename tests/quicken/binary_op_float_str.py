# Float and str operators: BINARY_OP_ADD_FLOAT, _SUBTRACT_FLOAT,
# _MULTIPLY_FLOAT and _TRUE_DIVIDE_FLOAT (exact floats, or a float and a
# small int, converted as Python converts it) and BINARY_OP_ADD_UNICODE
# (both exact strs). An int operand at a float site is no miss; two ints or
# a bool there are (the generic code computes the int result); dividing by
# 0.0 or 0 is a miss and the generic code raises ZeroDivisionError; a float
# and a big int cannot be specialized (the site stays generic); a str
# subclass operand misses at the str site.
from _golden import repeat, show, show_before


def mean_and_spread(a, b):
    return (a + b) / 2.0, (a - b) * 0.5


def greet(name):
    return "hello " + name


def half(n):
    return n / 2.0


def ratio(a, b):
    return a / b


def scale(x, factor):
    return x * factor


class Name(str):
    pass


show_before(mean_and_spread)
show_before(greet)
print(repeat(2, mean_and_spread, 3.5, 1.5))
print(repeat(2, greet, "ada"))
show("mean_and_spread after two calls", mean_and_spread)
show("greet after two calls", greet)

print(mean_and_spread(3.5, 1), mean_and_spread(True, 0.5), mean_and_spread(3, 1))
show("mean_and_spread after an int (no miss), a bool and two ints (misses at + and -)",
     mean_and_spread)
# Counting the misses at + and -: two so far (the bool and the two ints),
# so 51 more make 53 and the 54th deoptimizes them; / and * see an int and
# a float each time, which they take.
print(repeat(51, mean_and_spread, True, True))
show("mean_and_spread after 51 calls with two bools (53 misses at + and -)", mean_and_spread)
print(mean_and_spread(False, True))
show("mean_and_spread after the 54th miss: + and - deoptimized, / and * not",
     mean_and_spread)

print(greet(Name("bob")), type(greet(Name("eve"))).__name__)
show("greet after str subclass operands (misses)", greet)

print(repeat(2, ratio, 1.0, 4.0))
try:
    ratio(1.0, 0.0)
except ZeroDivisionError as error:
    print("ZeroDivisionError:", error)
try:
    ratio(2.5, 0)
except ZeroDivisionError as error:
    print("ZeroDivisionError:", error)
show("ratio after divisions by 0.0 and by 0 (misses)", ratio)

print(repeat(10, half, 7), half(-3))
show("half after eleven calls with an int dividend", half)
print(repeat(10, scale, 2.0, 2**70))
show("scale after ten calls with a float and a big int (stays generic)", scale)
