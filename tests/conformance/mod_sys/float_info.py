# sys.float_info: a struct sequence with CPython's values, attribute and
# index access, its repr, and what the values mean.
import sys
fi = sys.float_info
print(fi)
print(fi.max, fi.min, fi.epsilon, fi.dig, fi.mant_dig, fi.max_exp, fi.min_exp, fi.max_10_exp, fi.min_10_exp, fi.radix, fi.rounds)
print(fi[0] == fi.max, fi[-1], fi[2:5], len(fi), list(fi)[6:8], tuple(fi) == fi, isinstance(fi, tuple))
print(type(fi).__name__, type(fi).n_fields, type(fi).n_sequence_fields, type(fi).n_unnamed_fields)
print(1.0 + fi.epsilon > 1.0, 1.0 + fi.epsilon / 2 == 1.0, fi.max * 2, fi.min / 2 > 0, fi.min * fi.epsilon)
print(fi.max == (2 - 2 ** -52) * 2.0 ** 1023, fi.min == 2.0 ** -1022, fi.epsilon == 2.0 ** -52)
print(float.fromhex(fi.max.hex()) == fi.max, fi.max.hex(), fi.min.hex(), fi.epsilon.hex())
a, b, *rest = fi
print(a, b, len(rest), fi.index(53), fi.count(2), 1024 in fi)
try:
    fi.max = 1.0
except AttributeError as e:
    print("AttributeError:", e)
try:
    fi[0] = 1.0
except TypeError as e:
    print("TypeError:", e)
