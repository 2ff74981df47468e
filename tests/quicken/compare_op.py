# Comparisons: COMPARE_OP_INT (two small ints), COMPARE_OP_FLOAT (exact
# floats, NaN included, or a float and a small int) and COMPARE_OP_STR (two
# exact strs: equality and ordering), both as values and as conditions (the
# compare's bool form). A big int at the int site is a miss; so is an int
# beyond 2**53 at the float site (it would not convert exactly, and Python
# compares exactly); an int and a str cannot be specialized (the site stays
# generic).
from _golden import repeat, show, show_before


def compare(a, b):
    return a < b, a == b, a >= b


def clamp(x, low, high):
    if x < low:
        return low
    if x > high:
        return high
    return x


def same_word(a, b):
    return a == b, a != b, a < b


def below(x, limit):
    return x < limit


def same(a, b):
    return a == b


show_before(compare)
show_before(clamp)
print(repeat(2, compare, 1, 2), compare(2, 2), compare(-3, -4))
show("compare after four calls with small ints", compare)
print(compare(2**70, 1), compare(5, 2**70))
show("compare after two calls with a big int (misses)", compare)

print(repeat(2, clamp, 0.5, 0.0, 1.0), clamp(-1.5, 0.0, 1.0), clamp(2.5, 0.0, 1.0))
print(clamp(float("nan"), 0.0, 1.0))
show("clamp after five calls with floats, NaN included", clamp)


print(repeat(2, same_word, "apple", "apple"), same_word("apple", "apricot"))
print(same_word("b", "abc"), same_word("", "a"))
show("same_word after five calls with strs", same_word)

print(repeat(6, below, 1, 2.5), below(3.5, 2))
# 2.0**53 < 2**53 + 1 is True; converted to a double the int would be
# 2.0**53 and the answer False.
print(below(2.0**53, 2**53 + 1), below(2**60, 2.5))
show("below after a float and a small int, then ints beyond 2**53 (misses)", below)
print(repeat(6, same, 1, "1"), same("a", 1))
show("same after seven calls with an int and a str (stays generic)", same)
